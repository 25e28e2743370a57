/** The package ships no types: samlify's schema validator, xmllint compiled to WebAssembly. */
declare module '@authenio/samlify-xmllint-wasm' {
  export function validate(xml: string): Promise<boolean>;
}
