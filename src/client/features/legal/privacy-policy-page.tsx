import { LegalPage } from './legal-page';
import { privacyPolicy } from './privacy-content';

export function Component() {
  return <LegalPage document={privacyPolicy} />;
}
