/** Field-by-field comparison of document versions (pure functions). */
export {
  alignFields,
  diffFields,
  flattenFields,
  genericPath,
  isEmptyValue,
  type TAlignedField,
  type TFieldChange,
  type TFieldChangeKind,
  type TFlatFields,
} from './diff-fields';
