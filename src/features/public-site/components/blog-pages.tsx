import { Link, useParams } from 'react-router-dom';
import {
  BLOG_POSTS,
  articleParagraphs,
  blogArticle,
  blogPostSummary,
  formatArticleDate,
} from '../../../content/site-blog';
import { withOwner } from '../../../content/site-content';
import { configuredOwnerName } from '../../../data/config/config';
import { buttonClass } from '../../../components/ui/button';
import { PageMeta } from '../../../components/ui/page-meta';
import { NotFoundPage } from './not-found-page';
import { PageHero } from './page-hero';

const formatDate = formatArticleDate;

export function BlogIndexPage() {
  return (
    <>
      <PageMeta
        title="Raise the Bar · StoryStack"
        description="Short reads on turning your story into revenue, from the StoryStack blog."
      />
      <PageHero eyebrow="The blog" title="Raise the Bar">
        Short reads on turning your story into revenue. Members get the full library inside StoryStack.
      </PageHero>
      <ul className="mx-auto grid max-w-5xl gap-6 px-4 py-14 sm:grid-cols-2">
        {BLOG_POSTS.map((p) => (
          <li key={p.slug} className="rounded-xl border border-slate-200 p-6">
            <p className="text-xs text-slate-600">
              <time dateTime={p.date}>{formatDate(p.date)}</time> · {withOwner(p.author, configuredOwnerName())}
            </p>
            <h2 className="mt-1 text-lg font-bold text-slate-900">
              <Link to={`/blog/${p.slug}`} className="rounded hover:text-brand-700 hover:underline">
                {p.title}
              </Link>
            </h2>
            <p className="mt-2 text-sm text-slate-700">{p.excerpt}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = blogPostSummary(slug);
  const content = blogArticle(slug);
  if (!post || !content) return <NotFoundPage />;
  return (
    <article>
      <PageMeta title={`${post.title} · StoryStack`} description={post.excerpt} />
      <PageHero
        eyebrow={`${formatDate(post.date)} · ${withOwner(post.author, configuredOwnerName())}`}
        title={post.title}
      />
      <div className="mx-auto max-w-3xl px-4 py-14">
        {articleParagraphs(content).map((p) => (
          <p key={p} className="mt-4 text-lg leading-relaxed text-slate-700">
            {p}
          </p>
        ))}
        <div className="mt-10 rounded-2xl bg-brand-50 p-6">
          <p className="font-semibold text-brand-900">Want the full library and the tools to build your own stack?</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/early-access" className={buttonClass('primary')}>
              Join the waitlist
            </Link>
            <Link to="/blog" className={buttonClass('secondary')}>
              More posts
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
