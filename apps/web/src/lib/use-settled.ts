import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms` (typing paused): a search or an estimate is asked for then, not at
 * each key. Compared by its JSON, so an object rebuilt with the same content at each render does not restart the wait.
 */
export function useSettled<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
