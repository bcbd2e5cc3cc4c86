/** The demo organisations, people and projects seeded in development (never in production). */
export const DEMO_PASSWORD = 'Passw0rd!';

export const DEMO_CLIENTS = [
  { name: 'Lumen Visualisation Studio', colour: '#4c6ef5', internal: true },
  { name: 'Harbour & Co Architects', colour: '#0c8599', internal: false },
  { name: 'Southern Cross Developments', colour: '#e8590c', internal: false },
  { name: 'Kookaburra Interactive', colour: '#2f9e44', internal: false },
] as const;

type ClientName = (typeof DEMO_CLIENTS)[number]['name'];

export interface DemoUser {
  email: string;
  userName: string;
  client: ClientName | null;
  roles: string[];
  isAdmin?: boolean;
  isShowcase?: boolean;
  canImpersonate?: boolean;
  overrideDescription?: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@example.com',
    userName: 'Ada Admin',
    client: 'Lumen Visualisation Studio',
    roles: ['GlobalProjectAdmin'],
    isAdmin: true,
    canImpersonate: true,
    overrideDescription: 'Security overrides active: studio support access',
  },
  {
    email: 'showcase@example.com',
    userName: 'Sam Showcase',
    client: null,
    roles: ['Contributor'],
    isShowcase: true,
  },
  {
    email: 'client@example.com',
    userName: 'Casey Client',
    client: 'Harbour & Co Architects',
    roles: ['Contributor'],
  },
  {
    email: 'olivia@harbourco.example.com',
    userName: 'Olivia Harbour',
    client: 'Harbour & Co Architects',
    roles: ['ProjectAdmin'],
  },
  {
    email: 'liam@southerncross.example.com',
    userName: 'Liam Cross',
    client: 'Southern Cross Developments',
    roles: ['Contributor'],
  },
  {
    email: 'mia@kookaburra.example.com',
    userName: 'Mia Kookaburra',
    client: 'Kookaburra Interactive',
    roles: ['Contributor'],
  },
  {
    email: 'noah@lumen.example.com',
    userName: 'Noah Lumen',
    client: 'Lumen Visualisation Studio',
    roles: ['GlobalPublisher'],
  },
  {
    email: 'ava@freelance.example.com',
    userName: 'Ava Freelance',
    client: null,
    roles: ['Contributor'],
  },
];

export interface DemoProject {
  client: ClientName;
  name: string;
  description: string;
  visibility: 1 | 2 | 3 | 99;
  posts: string[];
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    client: 'Harbour & Co Architects',
    name: 'Waterfront Pavilion',
    visibility: 99,
    description: 'A timber pavilion on the harbour foreshore: exterior renders and a fly-through.',
    posts: ['Dusk exterior renders', 'Foreshore fly-through stills', 'Material studies'],
  },
  {
    client: 'Harbour & Co Architects',
    name: 'Circular Quay Offices',
    visibility: 3,
    description: 'Fit-out visualisation for twelve floors of office space.',
    posts: ['Lobby concept', 'Level 7 workspace'],
  },
  {
    client: 'Harbour & Co Architects',
    name: 'Bondi Residence',
    visibility: 1,
    description: 'Private residence, restricted to the project team.',
    posts: ['Living room options'],
  },
  {
    client: 'Southern Cross Developments',
    name: 'Skyline Residences',
    visibility: 99,
    description: 'Forty-storey residential tower: marketing renders and interactive floor plans.',
    posts: ['Tower hero shots', 'Penthouse interiors', 'Amenity level'],
  },
  {
    client: 'Southern Cross Developments',
    name: 'Parramatta Town Centre',
    visibility: 2,
    description: 'Masterplan visualisation for community consultation.',
    posts: ['Masterplan aerials', 'Street-level views'],
  },
  {
    client: 'Kookaburra Interactive',
    name: 'Outback Explorer VR',
    visibility: 99,
    description: 'An interactive outback experience with panoramas and a 3D-printed diorama.',
    posts: ['Uluru panorama', 'Diorama print preview'],
  },
  {
    client: 'Kookaburra Interactive',
    name: 'Reef Discovery App',
    visibility: 3,
    description: 'Interactive reef scenes for a museum installation.',
    posts: ['Coral garden scene', 'Installation layout'],
  },
  {
    client: 'Lumen Visualisation Studio',
    name: 'Studio Showreel 2026',
    visibility: 3,
    description: 'The studio’s own showreel assets.',
    posts: ['Selected frames'],
  },
];
