import type { Question, ScoreCategory } from '@ailab/core/contract/applications/programme.schemas';

const l = (en: string, es: string, ja: string) => ({ en_us: en, es_mx: es, ja_jp: ja });

/** The studio's standard form: the demo programmes use it, and so may a new programme. */
export const STANDARD_QUESTIONS: Question[] = [
  {
    id: 'problem',
    section: 'problem',
    kind: 'long_text',
    required: true,
    label: l(
      'What problem are you solving, and for whom?',
      '¿Qué problema resuelven y para quién?',
      'どんな課題を、誰のために解決しますか？',
    ),
    help: l(
      'Describe the people who feel it and how they cope today.',
      'Describan a quienes lo viven y cómo lo resuelven hoy.',
      'その課題を抱える人と、現在の対処方法を説明してください。',
    ),
  },
  {
    id: 'evidence',
    section: 'problem',
    kind: 'long_text',
    required: false,
    label: l(
      'What evidence do you have that it matters?',
      '¿Qué evidencia tienen de que importa?',
      'その課題が重要だという根拠は？',
    ),
  },
  {
    id: 'solution',
    section: 'solution',
    kind: 'long_text',
    required: true,
    label: l('How does your solution work?', '¿Cómo funciona su solución?', '解決策の仕組みは？'),
  },
  {
    id: 'stage',
    section: 'solution',
    kind: 'choice',
    required: true,
    label: l('Stage', 'Etapa', 'ステージ'),
    choices: [
      { value: 'idea', label: l('Idea', 'Idea', 'アイデア') },
      { value: 'prototype', label: l('Prototype', 'Prototipo', 'プロトタイプ') },
      { value: 'pilot', label: l('Pilot with users', 'Piloto con usuarios', 'ユーザーと試験運用中') },
      { value: 'revenue', label: l('Paying customers', 'Clientes que pagan', '有料顧客あり') },
    ],
  },
  {
    id: 'ai_methods',
    section: 'solution',
    kind: 'multi_choice',
    required: false,
    label: l('AI methods you use', 'Métodos de IA que usan', '使用しているAI手法'),
    choices: [
      { value: 'llm', label: l('Language models', 'Modelos de lenguaje', '言語モデル') },
      { value: 'vision', label: l('Computer vision', 'Visión por computadora', 'コンピュータビジョン') },
      { value: 'forecasting', label: l('Forecasting', 'Pronóstico', '予測') },
      { value: 'optimisation', label: l('Optimisation', 'Optimización', '最適化') },
    ],
  },
  {
    id: 'team_size',
    section: 'team',
    kind: 'number',
    required: true,
    label: l('Full-time founders', 'Fundadores de tiempo completo', 'フルタイムの創業者数'),
  },
  {
    id: 'website',
    section: 'team',
    kind: 'url',
    required: false,
    label: l('Website or demo', 'Sitio web o demo', 'ウェブサイトまたはデモ'),
  },
  {
    id: 'pitch_deck',
    section: 'documents',
    kind: 'file',
    required: false,
    label: l('Pitch deck (PDF)', 'Presentación (PDF)', 'ピッチ資料（PDF）'),
  },
];

export const STANDARD_CATEGORIES: ScoreCategory[] = [
  { id: 'problem', name: l('Problem', 'Problema', '課題'), weight: 3, required: true, independent: false },
  { id: 'novelty', name: l('Novelty', 'Novedad', '新規性'), weight: 2, required: true, independent: false },
  { id: 'team', name: l('Team', 'Equipo', 'チーム'), weight: 3, required: true, independent: false },
  {
    id: 'fit',
    name: l('Studio fit', 'Afinidad con el estudio', 'スタジオとの適合'),
    weight: 1,
    required: false,
    independent: true,
  },
];

export const STANDARD_TEMPLATES = {
  accepted: {
    subject: l('Welcome to {{programme}}', 'Bienvenidos a {{programme}}', '{{programme}}へようこそ'),
    body: l(
      'Hello {{name}},\n\nWe are delighted to offer you a place in {{programme}}. Your startup studio is open: sign in to see your next steps.',
      'Hola {{name}}:\n\nNos da gusto ofrecerles un lugar en {{programme}}. Su estudio de startups ya está abierto: inicien sesión para ver los siguientes pasos.',
      '{{name}} 様\n\n{{programme}}への参加をご案内できることを嬉しく思います。スタートアップスタジオが開きました。サインインして次のステップをご確認ください。',
    ),
  },
  waitlisted: {
    subject: l(
      '{{programme}}: you are on the waiting list',
      '{{programme}}: están en la lista de espera',
      '{{programme}}：補欠としてご登録しました',
    ),
    body: l(
      'Hello {{name}},\n\nYour application to {{programme}} is on our waiting list. We will write again as soon as a place opens.',
      'Hola {{name}}:\n\nSu solicitud a {{programme}} está en lista de espera. Les escribiremos en cuanto se abra un lugar.',
      '{{name}} 様\n\n{{programme}}へのご応募は補欠リストに登録されました。枠が空き次第ご連絡します。',
    ),
  },
  rejected: {
    subject: l(
      'Your application to {{programme}}',
      'Su solicitud a {{programme}}',
      '{{programme}}へのご応募について',
    ),
    body: l(
      'Hello {{name}},\n\nThank you for applying to {{programme}}. We cannot offer you a place this time, and we hope to hear from you again.',
      'Hola {{name}}:\n\nGracias por postularse a {{programme}}. Esta vez no podemos ofrecerles un lugar; esperamos saber de ustedes de nuevo.',
      '{{name}} 様\n\n{{programme}}へのご応募ありがとうございました。今回は採択を見送らせていただきますが、またのご応募をお待ちしています。',
    ),
  },
};
