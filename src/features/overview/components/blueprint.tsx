// The welcome block: the Billion Dollar Blueprint, its four pillars and the figures behind it.
import { MARKETING_STATS } from '../../../content/site-marketing';

const PILLARS = [
  {
    title: 'Story Foundation',
    stories: 'Target Audience · Backstory',
    text: 'Who you serve, and the road that made you the one to serve them.',
  },
  {
    title: 'Market Positioning',
    stories: 'Differentiation · Job Story',
    text: 'Why you and not the next expert, said in the words your buyers already use.',
  },
  {
    title: 'Trust Architecture',
    stories: 'Impact Story',
    text: 'A client’s before and after, told so a prospect can picture their own.',
  },
  {
    title: 'Revenue Engine',
    stories: 'Portfolio Story · Monetization',
    text: 'How you do the work, turned into posts, offers and booked calls.',
  },
] as const;

export function Blueprint({ greeting }: { greeting: string | null }) {
  return (
    <section aria-labelledby="welcome-title" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <p className="text-xs font-semibold tracking-wide text-gold-400 uppercase">Billion Dollar Blueprint</p>
      <h1 id="welcome-title" className="mt-2 text-2xl font-bold sm:text-3xl">
        {greeting ?? 'Welcome to your StoryStack'}
      </h1>
      <p className="mt-2 max-w-2xl text-brand-100">
        Six stories turn who you are into what you sell. Each one answers a question every buyer asks before they say
        yes; together they are the blueprint for your brand.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {PILLARS.map((p) => (
          <li key={p.title} className="rounded-xl bg-white/10 p-4">
            <h2 className="font-semibold text-white">{p.title}</h2>
            <p className="mt-0.5 text-xs font-medium text-gold-400">{p.stories}</p>
            <p className="mt-2 text-sm text-brand-100">{p.text}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-6 grid gap-4 border-t border-white/15 pt-5 sm:grid-cols-3">
        {MARKETING_STATS.map((s) => (
          <div key={s.label}>
            <dt className="sr-only">{s.label}</dt>
            <dd className="text-2xl font-bold text-white">{s.value}</dd>
            <dd className="text-sm text-brand-100">{s.label}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
