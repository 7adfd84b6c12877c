import { LegalPage } from './legal-page';
import { termsOfService } from './terms-content';

export function Component() {
  return <LegalPage document={termsOfService} />;
}
