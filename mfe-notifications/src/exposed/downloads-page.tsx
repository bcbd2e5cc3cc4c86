import { DownloadsPageView } from '../features/downloads/components/downloads-page-view';

/** /downloads: the user's download jobs. */
export default function DownloadsPage() {
  return <DownloadsPageView />;
}
