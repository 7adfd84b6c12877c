import { Anchor, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

export function ClosingCallToAction() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-ocean-800 to-ocean-950 px-6 py-16 text-center text-white shadow-lift sm:px-12">
        <Anchor aria-hidden className="absolute -right-10 -bottom-10 h-64 w-64 text-white/5" />
        <h2 id="cta-title" className="relative font-display text-4xl font-semibold sm:text-5xl">
          Ready to set sail?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-ocean-100/85">
          Create your free account, add your next cruise and start the countdown. Your logbook is waiting.
        </p>
        <Button asChild variant="accent" size="lg" className="relative mt-9">
          <Link to="/login?tab=signup">
            Start Your Journey <ArrowRight className="h-5 w-5" aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
