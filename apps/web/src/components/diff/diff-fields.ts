/** The field-by-field comparison is the contract's (the server labels the changes of a history with it). */
export {
  alignFields,
  diffFields,
  flattenFields,
  genericPath,
  isEmptyValue,
  labelOfPath,
  type TAlignedField,
  type TFieldChange,
  type TFieldChangeKind,
  type TFlatFields,
} from '@portal/contract';
