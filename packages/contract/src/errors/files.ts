import { UPLOAD_MESSAGES } from '../files';
import type { ErrorTable } from './types';

/** Errors of files (FIL) and snapshots (SNP). The four upload-control messages share their text with the contract. */
export const FILES_ERRORS = {
  FIL1N4001: { status: 400, ...UPLOAD_MESSAGES.maxCount },
  FIL1N4002: {
    status: 400,
    ko: '파일 이름에 경로나 제어 문자가 들어 있어 첨부할 수 없습니다. ({fileName})',
    en: 'The file name contains a path or control characters and cannot be attached. ({fileName})',
  },
  FIL1N4003: { status: 400, ko: '첨부할 파일을 선택해 주세요.', en: 'Please select a file to attach.' },
  FIL1N4004: { status: 400, ko: '빈 파일은 첨부할 수 없습니다. ({fileName})', en: 'An empty file cannot be attached. ({fileName})' },
  FIL1N4006: {
    status: 400,
    ko: '파일 이름은 {max}자를 넘을 수 없습니다. ({fileName})',
    en: 'A file name cannot be longer than {max} characters. ({fileName})',
  },
  FIL1N4007: { status: 400, ko: '파일 항목 이름이 올바르지 않습니다. ({field})', en: 'Unexpected file field. ({field})' },
  FIL1N4031: {
    status: 403,
    ko: '선택한 회사의 파일을 올릴 권한이 없습니다.',
    en: 'You may not upload files for the selected company.',
  },
  FIL1N4032: { status: 403, ko: '파일을 올린 사람만 삭제할 수 있습니다.', en: 'Only the person who uploaded a file can delete it.' },
  FIL1N4041: { status: 404, ko: '파일을 찾을 수 없습니다.', en: 'The file does not exist.' },
  FIL1N4091: { status: 409, ...UPLOAD_MESSAGES.alreadyRegistered },
  FIL1N4092: {
    status: 409,
    ko: '등록된 글에 첨부된 파일은 삭제할 수 없습니다.',
    en: 'A file attached to a submitted record cannot be deleted.',
  },
  FIL1N4093: { status: 409, ko: '이미 다른 글에 첨부된 파일입니다.', en: 'The file is already attached to another record.' },
  FIL1N4094: {
    status: 409,
    ko: '같은 내용의 파일을 이미 올렸습니다. ({fileName}: “{existing}”과(와) 같은 파일)',
    en: 'A file with the same content is already in this form ({fileName} is the same file as “{existing}”).',
  },
  FIL1N4131: { status: 413, ...UPLOAD_MESSAGES.maxSize },
  FIL1N4151: { status: 415, ...UPLOAD_MESSAGES.fileType },
  FIL1N4152: {
    status: 415,
    ko: '파일 내용이 확장자와 맞지 않습니다. ({fileName})',
    en: "The file's content does not match its extension. ({fileName})",
  },
  FIL1N4153: { status: 415, ko: '실행 파일은 첨부할 수 없습니다. ({fileName})', en: 'Executable files cannot be attached. ({fileName})' },
  FIL1N4154: {
    status: 415,
    ko: '압축을 풀면 {max}MB를 넘거나 항목이 너무 많은 파일은 첨부할 수 없습니다. ({fileName})',
    en: 'An archive that expands beyond {max} MB or holds too many entries cannot be attached. ({fileName})',
  },
  SNP1N4001: {
    status: 400,
    ko: '저장할 수 없는 데이터입니다. (문자 코드 0은 쓸 수 없습니다.)',
    en: 'The data cannot be stored (it contains the character code 0).',
  },
  SNP1N4030: {
    status: 403,
    ko: '회사 공유 스냅샷은 처음 저장한 사람만 삭제할 수 있습니다.',
    en: 'Only the person who first saved a shared snapshot can delete it.',
  },
  SNP1N4041: { status: 404, ko: '스냅샷을 찾을 수 없습니다.', en: 'The snapshot does not exist.' },
  SNP1N4042: { status: 404, ko: '해당 버전의 스냅샷이 없습니다.', en: 'That version of the snapshot does not exist.' },
  SNP1N4091: {
    status: 409,
    ko: '다른 곳에서 더 새로운 버전이 저장되었습니다. 최신 내용을 불러온 뒤 다시 저장해 주세요.',
    en: 'A newer version was saved elsewhere. Load the latest version and save again.',
  },
  SNP1N4131: {
    status: 413,
    ko: '저장할 데이터가 너무 큽니다. (최대 {max}MB)',
    en: 'The data to save is too large (at most {max} MB).',
  },
} satisfies ErrorTable;
