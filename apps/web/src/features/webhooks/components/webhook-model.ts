/** The field of the endpoint form a refusal of the server belongs to. */
export const fieldOfError = (code: string): 'url' | 'description' | 'eventTypes' =>
  code === 'WHK1N4006' ? 'description' : code === 'WHK1N4007' ? 'eventTypes' : 'url';
