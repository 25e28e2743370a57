import { useSyncExternalStore } from 'react';

/** Loading is a global flag (spec 1, section 4): true while any call is in flight. */
let inFlight = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const loading = {
  start() {
    inFlight++;
    if (inFlight === 1) emit();
  },
  stop() {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) emit();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => inFlight > 0,
};

export const useGlobalLoading = () => useSyncExternalStore(loading.subscribe, loading.get, loading.get);
