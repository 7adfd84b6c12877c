import { Navigate } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { ClosingCallToAction } from './closing-cta';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';
import { ToolsSection } from './tools-section';

/** `/`: the landing page for visitors; members go straight to their dashboard. */
export function LandingPage() {
  const { user } = useCurrentUser();
  if (user) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <Hero />
      <FeatureGrid />
      <ToolsSection />
      <ClosingCallToAction />
    </>
  );
}
