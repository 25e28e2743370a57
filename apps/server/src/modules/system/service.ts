import os from 'node:os';
import { SYSTEM_TIME_ZONE, type THostnameResponse, type TSystemDateResponse } from '@portal/contract';

const FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: SYSTEM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD HH:mm:ss` of an instant in the provider's time zone. */
export function formatSystemDate(at: Date): string {
  const p = Object.fromEntries(FORMAT.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

export function systemDate(now = new Date()): TSystemDateResponse {
  return { systemDate: formatSystemDate(now), systemDateTime: now.toISOString(), timeZone: SYSTEM_TIME_ZONE };
}

export function hostname(): THostnameResponse {
  return { hostname: os.hostname() };
}
