// The story-text write path (README.md): what the rest of the app uses. The builder's hook,
// the dashboard's replay at start and sign-out import from here and nowhere else in the folder.
export {
  StoryTextWriter,
  KEYSTROKE_DURABLE_MEASURE,
  disposeAllWriters,
  flushAllWriters,
  type StorageFull,
  type StoryTextWriterDeps,
  type WriteState,
} from './queue';
export { writeStoryText, type TextWrite, type TextWriteResult } from './transaction';
export { replayJournal, unwrittenJournalText } from './replay';
export { journalClear, journalDropStory, journalEntries, journalText } from './journal';
export { RowNotFoundError, SignedOutError, STORAGE_FULL_MESSAGE, isQuotaError } from './errors';
