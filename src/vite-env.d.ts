/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_OWNER_NAME?: string;
  readonly VITE_BUG_REPORT_FORM_URL?: string;
  readonly VITE_BOOKING_URL?: string;
}
