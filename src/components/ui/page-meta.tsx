// A page's title, description and Open Graph tags. React 19 hoists them into <head>: in the
// browser on navigation, and at build time the prerender moves them into the page's <head>, where
// hydration adopts them.
export function PageMeta({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="StoryStack" />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
