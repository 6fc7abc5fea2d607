import type { ReactNode } from 'react';

export function PageHero({ eyebrow, title, children }: { eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
        <p className="text-xs font-semibold tracking-widest text-gold-400 uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children ? <div className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">{children}</div> : null}
      </div>
    </section>
  );
}
