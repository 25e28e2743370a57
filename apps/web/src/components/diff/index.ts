/** Field-by-field comparison of document versions (pure functions). */
export { diffFields, flattenFields, genericPath, isEmptyValue, type TFieldChange, type TFieldChangeKind, type TFlatFields } from './diff-fields';
