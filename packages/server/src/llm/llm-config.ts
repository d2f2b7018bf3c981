/** The language model the coming domains draft with: any OpenAI-compatible chat-completions API. */
export interface LlmConfig {
  /** `LLM_BASE_URL`, up to and including the version (`https://api.openai.com/v1`). Unset: no model. */
  baseUrl: string | undefined;
  /** `LLM_API_KEY`, sent as a bearer token; local servers often need none. */
  apiKey: string | undefined;
  /** `LLM_MODEL`. Unset: no model. */
  model: string | undefined;
  /** `LLM_TIMEOUT_MS`: a whole answer (streamed or not) must arrive within it. */
  timeoutMs: number;
}
