import { useGlobalLoading } from '../../lib/loading';

/** A thin bar at the top of the window while any call is in flight. */
export function GlobalLoadingBar() {
  const busy = useGlobalLoading();
  return <div className={`global-loading${busy ? ' is-busy' : ''}`} role="progressbar" aria-hidden={!busy} aria-label="loading" />;
}
