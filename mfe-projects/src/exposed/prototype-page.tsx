import { InteractivePage } from '../features/interactive/components/interactive-page';

/** /prototype: the interactive media (3D scenes, pixel streams) across the user's projects. */
export default function PrototypePage() {
  return <InteractivePage />;
}
