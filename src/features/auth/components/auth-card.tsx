import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function AuthCard({
  title,
  badge,
  intro,
  children,
}: {
  title: string;
  badge: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-900 to-brand-700 px-4 py-8 sm:py-16">
      <main className="mx-auto w-full max-w-md">
        <Link
          to="/"
          className="mb-6 inline-flex items-center gap-1 rounded text-sm font-medium text-brand-50 hover:text-white"
        >
          <span aria-hidden="true">←</span> Back to Home
        </Link>
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <p className="mb-3 inline-block rounded-full bg-gold-400 px-3 py-1 text-xs font-bold tracking-wide text-brand-900 uppercase">
            {badge}
          </p>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 mb-6 text-sm text-slate-600">{intro}</p>
          {children}
        </div>
      </main>
    </div>
  );
}
