/** The kit's editable, virtualised grid (manual entry of report rows). */
export { EditableGrid, emptyGridRow, type TEditableGridHandle, type TGridColumn, type TGridOption, type TGridRow } from './editable-grid';
export { isClipboardBlock, parseClipboardBlock } from './parse-clipboard';
