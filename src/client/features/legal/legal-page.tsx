import type { LegalDocument } from './legal-types';

/** A legal document: title, last-updated date, a contents list and its sections. */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b border-ocean-100 pb-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-coral-600">Legal</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-ocean-950">{doc.title}</h1>
        <p className="mt-3 text-sm text-ocean-900/70">Last updated {doc.lastUpdated}</p>
        <p className="mt-6 text-lg leading-relaxed text-ocean-900/80">{doc.intro}</p>
      </header>
      <nav aria-label="Contents" className="my-8 rounded-2xl bg-white p-5 shadow-card">
        <h2 className="font-sans text-sm font-semibold uppercase tracking-wide text-ocean-900/70">
          Contents
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {doc.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-ocean-700 hover:text-ocean-500 hover:underline">
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, index) => (
        <section key={section.id} id={section.id} className="scroll-mt-24 py-5">
          <h2 className="font-display text-2xl font-semibold text-ocean-950">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 48)} className="mt-3 leading-relaxed text-ocean-900/80">
              {paragraph}
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-ocean-900/80 marker:text-ocean-400">
              {section.bullets.map((bullet) => (
                <li key={bullet.slice(0, 48)}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
