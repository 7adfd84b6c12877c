import { Link } from 'react-router';
import { Brand, PRODUCT_NAME } from './brand';

export function Footer() {
  return (
    <footer className="border-t border-ocean-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-2">
          <Brand />
          <p className="text-sm text-ocean-900/70">Plan it. Sail it. Relive it.</p>
        </div>
        <nav aria-label="Legal" className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ocean-800">
          <Link to="/ships" className="hover:text-ocean-600">
            Ship Directory
          </Link>
          <Link to="/privacy-policy" className="hover:text-ocean-600">
            Privacy Policy
          </Link>
          <Link to="/terms-of-service" className="hover:text-ocean-600">
            Terms of Service
          </Link>
        </nav>
        <p className="text-sm text-ocean-900/70">
          © 2025, All rights reserved <span aria-hidden>·</span> {PRODUCT_NAME}
        </p>
      </div>
    </footer>
  );
}
