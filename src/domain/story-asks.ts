// Shared with the Edge Functions, which deploy from supabase/functions alone: the module lives there.
export * from '../../supabase/functions/_shared/domain/story-asks.ts';
