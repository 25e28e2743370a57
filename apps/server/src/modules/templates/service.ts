import {
  APPROVAL_TEMPLATE_PREFIX,
  APPROVAL_TYPES,
  DOCUMENT_TEMPLATE_PREFIX,
  LANGUAGE_TYPE_CODE,
  TEMPLATE_DATA_MAX_CHARS,
  type TApprovalTypeCode,
  type TLanguage,
  type TTemplateBuildResponse,
} from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { loadTemplate, renderTemplate, TemplateError, type TemplateVars } from '../../platform/templates';

/** Only document and approval-type templates are built on request; mail templates stay internal. */
export const isBuildable = (name: string) => name.startsWith(DOCUMENT_TEMPLATE_PREFIX) || name.startsWith(APPROVAL_TEMPLATE_PREFIX);

/** Keeps what JSON can carry (strings, numbers, booleans, null, arrays, objects), nothing else. */
function toVars(data: Record<string, unknown>): TemplateVars {
  if (JSON.stringify(data).length > TEMPLATE_DATA_MAX_CHARS) throw new AppError('TPL1N4001');
  return JSON.parse(JSON.stringify(data)) as TemplateVars;
}

/** Fills a stored template in a language (the other language when it is missing), every value escaped. */
export async function buildTemplate(
  db: DbOrTx,
  name: string,
  languageTypeCode: string | undefined,
  data: Record<string, unknown>,
  lang: TLanguage,
): Promise<TTemplateBuildResponse> {
  if (!isBuildable(name)) throw new AppError('TPL1N4041');
  const vars = toVars(data);
  try {
    const t = await loadTemplate(db, name, languageTypeCode ?? LANGUAGE_TYPE_CODE[lang]);
    return {
      templateName: t.name,
      languageTypeCode: t.languageCode,
      subject: renderTemplate(t.subject, vars, 'text')
        .replace(/[\r\n]+/g, ' ')
        .trim(),
      html: renderTemplate(t.html, vars, 'html'),
    };
  } catch (err) {
    if (err instanceof TemplateError) throw new AppError('TPL1N4041');
    throw err;
  }
}

/** The template of an approval type filled with data (the type's name is given to the template too). */
export function buildApprovalTemplate(
  db: DbOrTx,
  code: TApprovalTypeCode,
  languageTypeCode: string | undefined,
  data: Record<string, unknown>,
  lang: TLanguage,
) {
  const language = languageTypeCode === '02' ? 'en' : languageTypeCode === '01' ? 'ko' : lang;
  return buildTemplate(
    db,
    `${APPROVAL_TEMPLATE_PREFIX}${code}`,
    languageTypeCode,
    { approvalTypeName: APPROVAL_TYPES[code][language], ...data },
    lang,
  );
}
