export const TUTORIAL_CATEGORIES = [
  'getting-started',
  'data-import',
  'analytics',
  'forecasting',
  'reporting',
  'organization',
  'data-export',
] as const;

export type TutorialCategory = (typeof TUTORIAL_CATEGORIES)[number];
export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export type Tutorial = {
  id: string;
  title: string;
  description: string;
  category: TutorialCategory;
  difficulty: Difficulty;
  duration: string;
  /** Average rating out of 5. */
  rating: number;
  views: number;
};

export type LearningPath = { title: string; description: string; steps: readonly string[] };

export const categoryLabels: Record<TutorialCategory, string> = {
  'getting-started': 'Getting Started',
  'data-import': 'Data Import',
  analytics: 'Analytics',
  forecasting: 'Forecasting',
  reporting: 'Reporting',
  organization: 'Organization',
  'data-export': 'Data Export',
};

/** The eight sample videos of the Tutorials page. */
export const tutorials: readonly Tutorial[] = [
  {
    id: 'welcome',
    title: 'Welcome to Cashline',
    description: 'A five-minute tour of the dashboard, transactions and analytics.',
    category: 'getting-started',
    difficulty: 'Beginner',
    duration: '5:12',
    rating: 4.9,
    views: 15420,
  },
  {
    id: 'csv-import',
    title: 'Importing Your Bank Statement',
    description: 'Bring a CSV export from your bank into Cashline and check the preview.',
    category: 'data-import',
    difficulty: 'Beginner',
    duration: '7:45',
    rating: 4.8,
    views: 12380,
  },
  {
    id: 'quickbooks',
    title: 'Connecting QuickBooks Online',
    description: 'Authorise Cashline and pull your ledger into the app.',
    category: 'data-import',
    difficulty: 'Intermediate',
    duration: '9:30',
    rating: 4.6,
    views: 8210,
  },
  {
    id: 'inflows-outflows',
    title: 'Reading Inflow and Outflow Analytics',
    description: 'Use category breakdowns and trends to see where money comes from and goes.',
    category: 'analytics',
    difficulty: 'Intermediate',
    duration: '11:05',
    rating: 4.7,
    views: 9875,
  },
  {
    id: 'forecast',
    title: 'Building a 13-Week Forecast',
    description: 'Compare realistic, optimistic and pessimistic scenarios week by week.',
    category: 'forecasting',
    difficulty: 'Advanced',
    duration: '14:20',
    rating: 4.8,
    views: 7640,
  },
  {
    id: 'reports',
    title: 'Creating Financial Reports',
    description: 'Pick a period and report type, then export the result for your accountant.',
    category: 'reporting',
    difficulty: 'Intermediate',
    duration: '8:50',
    rating: 4.5,
    views: 6930,
  },
  {
    id: 'categories',
    title: 'Organising Transactions with Categories',
    description: 'Keep categories consistent so analytics and reports stay meaningful.',
    category: 'organization',
    difficulty: 'Beginner',
    duration: '6:15',
    rating: 4.4,
    views: 5410,
  },
  {
    id: 'export',
    title: 'Exporting Data to CSV and JSON',
    description: 'Download transactions and reports, and open them in a spreadsheet.',
    category: 'data-export',
    difficulty: 'Advanced',
    duration: '10:40',
    rating: 4.6,
    views: 4120,
  },
];

export const learningPaths: readonly LearningPath[] = [
  {
    title: 'Cash-Flow Basics',
    description: 'For new users: from an empty account to a clear picture of your cash.',
    steps: [
      'Welcome to Cashline',
      'Importing Your Bank Statement',
      'Organising Transactions with Categories',
      'Reading Inflow and Outflow Analytics',
    ],
  },
  {
    title: 'Forecasting and Reporting',
    description: 'For finance users planning ahead and reporting to stakeholders.',
    steps: [
      'Connecting QuickBooks Online',
      'Building a 13-Week Forecast',
      'Creating Financial Reports',
      'Exporting Data to CSV and JSON',
    ],
  },
];

export type TutorialFilter = { query: string; category: TutorialCategory | 'all' };

/** Tutorials in the chosen category whose title or description contains the query, ignoring case. */
export function filterTutorials(list: readonly Tutorial[], filter: TutorialFilter): Tutorial[] {
  const needle = filter.query.trim().toLowerCase();
  return list.filter(
    (tutorial) =>
      (filter.category === 'all' || tutorial.category === filter.category) &&
      (!needle ||
        tutorial.title.toLowerCase().includes(needle) ||
        tutorial.description.toLowerCase().includes(needle)),
  );
}
