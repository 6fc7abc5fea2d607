// Adding a comment, or (reviewers) a suggested rewrite of one section, prefilled with the
// section's current text so the coach edits rather than retypes. What is typed stays in the form
// when saving fails.
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { addComment, commentBodySchema, suggestionTextSchema } from '../../../data/mirror/comments';

export function CommentForm({
  storyId,
  sections,
  textOf,
  canSuggest,
}: {
  storyId: string;
  sections: readonly { id: string; label: string }[];
  textOf(sectionId: string): string;
  canSuggest: boolean;
}) {
  const id = useId();
  const [sectionId, setSectionId] = useState<string>('');
  const [body, setBody] = useState('');
  const [suggesting, setSuggesting] = useState(false);
  const [suggestion, setSuggestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function chooseSection(next: string) {
    setSectionId(next);
    if (!next) setSuggesting(false);
    else if (suggesting) setSuggestion(textOf(next));
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const checkedBody = commentBodySchema.safeParse(body);
    if (!checkedBody.success) return setError(checkedBody.error.issues[0].message);
    if (suggesting) {
      const checked = suggestionTextSchema.safeParse(suggestion);
      if (!checked.success) return setError(checked.error.issues[0].message);
      if (checked.data === textOf(sectionId).trim()) return setError('Change the section text to suggest a rewrite');
    }
    setError(null);
    setSaving(true);
    try {
      await addComment({
        storyId,
        sectionId: sectionId || null,
        body,
        suggestedText: suggesting ? suggestion : null,
      });
      setBody('');
      setSuggestion('');
      setSuggesting(false);
      toast.success(suggesting ? 'Suggestion sent' : 'Comment added');
    } catch {
      toast.error('Could not save your comment. Your text is still here; please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <label htmlFor={`${id}-section`} className="block text-sm font-medium text-slate-800">
            About
          </label>
          <select
            id={`${id}-section`}
            value={sectionId}
            onChange={(e) => chooseSection(e.target.value)}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base sm:text-sm"
          >
            <option value="">Whole story</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        {canSuggest && sectionId ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={suggesting}
              onChange={(e) => {
                setSuggesting(e.target.checked);
                if (e.target.checked && !suggestion) setSuggestion(textOf(sectionId));
              }}
              className="size-4 rounded border-slate-300"
            />
            Suggest a rewrite of this section
          </label>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-slate-800">
          {suggesting ? 'Why this rewrite' : 'Comment'}
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={3}
          placeholder={
            suggesting
              ? 'Say what the rewrite does: a sharper opening, the number that was missing...'
              : 'What works, what is missing, what to try next...'
          }
          className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base sm:text-sm"
        />
      </div>
      {suggesting ? (
        <div>
          <label htmlFor={`${id}-suggestion`} className="block text-sm font-medium text-slate-800">
            Suggested text
          </label>
          <textarea
            id={`${id}-suggestion`}
            value={suggestion}
            onChange={(e) => setSuggestion(e.target.value)}
            rows={6}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base sm:text-sm"
          />
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : suggesting ? 'Send suggestion' : 'Add comment'}
      </Button>
    </form>
  );
}
