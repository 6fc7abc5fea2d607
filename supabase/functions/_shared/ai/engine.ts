// Which engine writes: chosen by environment. AI_PROVIDER (openai | anthropic | offline) forces
// one; otherwise OPENAI_BASE_URL or OPENAI_API_KEY selects the OpenAI-compatible API, then
// ANTHROPIC_API_KEY selects Anthropic, and with neither the offline composer writes.
import { OFFLINE_ENGINE } from '../composer/types.ts';
import { createAnthropicProvider } from './anthropic.ts';
import { createOpenAiProvider } from './openai.ts';
import type { TextProvider } from './provider.ts';
import type { TranscribeOptions } from './transcribe.ts';

export type EnvLike = Record<string, string | undefined>;

export const DEFAULT_AI_TIMEOUT_MS = 60_000;

export interface EngineInfo {
  kind: 'openai' | 'anthropic' | 'offline';
  label: string;
  model: string | null;
  /** Where the requests go (no key, ever). */
  baseUrl: string | null;
  transcription: boolean;
}

export function aiTimeoutMs(env: EnvLike): number {
  const n = Number(env.AI_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_AI_TIMEOUT_MS;
}

/** The configured provider, or null for the offline composer. */
export function selectProvider(env: EnvLike, fetchImpl?: typeof fetch): TextProvider | null {
  const forced = env.AI_PROVIDER?.trim().toLowerCase();
  const timeoutMs = aiTimeoutMs(env);
  const openai = () =>
    createOpenAiProvider({
      apiKey: env.OPENAI_API_KEY || undefined,
      baseUrl: env.OPENAI_BASE_URL || undefined,
      model: env.OPENAI_MODEL || undefined,
      timeoutMs,
      fetch: fetchImpl,
    });
  const anthropic = () =>
    env.ANTHROPIC_API_KEY
      ? createAnthropicProvider({
          apiKey: env.ANTHROPIC_API_KEY,
          baseUrl: env.ANTHROPIC_BASE_URL || undefined,
          model: env.ANTHROPIC_MODEL || undefined,
          timeoutMs,
          fetch: fetchImpl,
        })
      : null;
  if (forced === 'offline') return null;
  if (forced === 'openai') return openai();
  if (forced === 'anthropic') return anthropic();
  if (env.OPENAI_BASE_URL || env.OPENAI_API_KEY) return openai();
  return anthropic();
}

/** Speech to text: STT_BASE_URL (+ STT_API_KEY, STT_MODEL), else the OpenAI settings when set. */
export function transcriptionOptions(env: EnvLike, fetchImpl?: typeof fetch): TranscribeOptions | null {
  const baseUrl = env.STT_BASE_URL || env.OPENAI_BASE_URL || (env.OPENAI_API_KEY ? 'https://api.openai.com/v1' : '');
  if (!baseUrl) return null;
  return {
    baseUrl,
    apiKey: (env.STT_BASE_URL ? env.STT_API_KEY : env.OPENAI_API_KEY) || undefined,
    model: env.STT_MODEL || 'whisper-1',
    timeoutMs: Math.max(aiTimeoutMs(env), 120_000),
    fetch: fetchImpl,
  };
}

export function engineInfo(env: EnvLike): EngineInfo {
  const provider = selectProvider(env);
  const transcription = transcriptionOptions(env) !== null;
  if (!provider) return { kind: 'offline', label: OFFLINE_ENGINE, model: null, baseUrl: null, transcription };
  const baseUrl =
    provider.kind === 'openai'
      ? env.OPENAI_BASE_URL || 'https://api.openai.com/v1'
      : env.ANTHROPIC_BASE_URL || 'https://api.anthropic.com';
  return { kind: provider.kind, label: provider.label, model: provider.model, baseUrl, transcription };
}
