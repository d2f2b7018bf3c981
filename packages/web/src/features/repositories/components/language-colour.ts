// Colours people know languages by on code-hosting sites; others get a neutral grey.
const COLOURS: Record<string, string> = {
  TypeScript: '#3178c6',
  JavaScript: '#f1e05a',
  Python: '#3572a5',
  Go: '#00add8',
  Rust: '#dea584',
  'C++': '#f34b7d',
  C: '#555555',
  Java: '#b07219',
  Kotlin: '#a97bff',
  Swift: '#f05138',
  Ruby: '#701516',
};

/** The dot colour shown beside a repository's language. */
export function languageColour(language: string | null): string {
  return (language && COLOURS[language]) || '#8b949e';
}
