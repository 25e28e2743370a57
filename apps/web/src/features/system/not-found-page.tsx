import { SystemResult } from './system-result';

export default function NotFoundPage() {
  return <SystemResult kind="404" />;
}
