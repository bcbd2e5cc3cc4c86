import { EngagementForm } from '../features/engagement/components/engagement-form';

/** /engagement (embed layout): the engagement form. */
export default function EngagementPage() {
  return <EngagementForm />;
}
