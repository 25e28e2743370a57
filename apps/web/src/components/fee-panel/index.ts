// The fee panel of the forms and the fee estimator (decision 083).
export { FeeFigures, FeePanel, FEE_PANEL_DEBOUNCE_MS } from './fee-panel';
