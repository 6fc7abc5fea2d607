import { Link } from 'react-router-dom';
import { buttonClass } from '../../../components/ui/button';

export function FrameworkNotFound({ type }: { type: string }) {
  return (
    <section className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Framework Not Found</h1>
      <p className="mt-2 text-slate-700">
        There is no story framework called &ldquo;{type}&rdquo;. Choose one of the frameworks to start your story.
      </p>
      <Link to="/dashboard/stories/create" className={`${buttonClass('primary')} mt-6`}>
        Choose Your Framework
      </Link>
    </section>
  );
}
