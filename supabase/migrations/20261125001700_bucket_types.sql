-- Each bucket takes only the types it is for, so nothing a browser would run (HTML, SVG, XML,
-- script) can be stored and then opened from a signed or public URL. Hosted Storage and the
-- stand-in both refuse any other type on upload with 415 invalid_mime_type. Plain SQL that runs
-- on hosted Supabase as it is (storage.buckets.allowed_mime_types is hosted's own column).
update storage.buckets set allowed_mime_types = array['audio/*']
  where id = 'recordings';

-- Transcript and interview originals: what the app's file inputs take (src/domain/document-types.ts
-- names the same list; the app stores anything else it read as text as text/plain).
update storage.buckets set allowed_mime_types = array[
    'text/plain',
    'text/markdown',
    'text/x-markdown',
    'text/vtt',
    'application/x-subrip',
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/msword',
    'application/rtf',
    'text/rtf'
  ]
  where id = 'documents';

-- The product's downloads: PDFs and raster images (no SVG: it can carry script).
update storage.buckets set allowed_mime_types = array[
    'application/pdf',
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/avif'
  ]
  where id = 'resources';
