import type { MediaType, PixelStreamVariant } from '@portal/contract';

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

/** One demo medium: a file of `api/assets/demo/` (its picture beside it), or a linked address. */
export interface DemoMedia {
  type: MediaType;
  title: string;
  description: string;
  /** File name in `api/assets/demo/`; its picture is `<name>.thumb.jpg` when there is one. */
  file?: string;
  /** A linked address instead of a stored file (the demo pixel stream). */
  link?: string;
  variant?: PixelStreamVariant;
}

export interface DemoPost {
  title: string;
  summary: string;
  media: DemoMedia[];
}

export interface DemoProject {
  client: ClientName;
  name: string;
  description: string;
  visibility: 1 | 2 | 3 | 99;
  posts: DemoPost[];
}

const image = (file: string, title: string, description: string): DemoMedia => ({
  type: 'Image',
  file,
  title,
  description,
});

export const DEMO_PROJECTS: DemoProject[] = [
  {
    client: 'Harbour & Co Architects',
    name: 'Waterfront Pavilion',
    visibility: 99,
    description: 'A timber pavilion on the harbour foreshore: exterior renders and a fly-through.',
    posts: [
      {
        title: 'Dusk exterior renders',
        summary: 'Final dusk renders of the pavilion from the foreshore, with the fly-through.',
        media: [
          image(
            'pavilion-dusk.jpg',
            'Dusk from the foreshore',
            'Warm interior glow against the harbour at dusk.',
          ),
          image(
            'pavilion-interior.jpg',
            'Under the timber canopy',
            'The slatted ceiling and benches, looking out to the water.',
          ),
          {
            type: 'Video',
            file: 'pavilion-flythrough.mp4',
            title: 'Fly-through',
            description: 'A four-second camera move around the pavilion at dusk.',
          },
        ],
      },
      {
        title: 'Design report and deliverables',
        summary: 'The visualisation report and the full set of deliverables for sign-off.',
        media: [
          {
            type: 'Pdf',
            file: 'pavilion-design-report.pdf',
            title: 'Design visualisation report',
            description: 'Views, materials and deliverables, four pages.',
          },
          {
            type: 'Zip',
            file: 'pavilion-deliverables.zip',
            title: 'Deliverables package',
            description: 'Renders, the report and the site footprint in one archive.',
          },
        ],
      },
      {
        title: 'Site model',
        summary: 'The pavilion and its neighbours on the harbour, to explore in 3D.',
        media: [
          {
            type: 'Cesium',
            file: 'waterfront-site.czml',
            title: 'Barangaroo site model',
            description: 'Massing of the pavilion and the buildings around it, with a camera path.',
          },
        ],
      },
    ],
  },
  {
    client: 'Harbour & Co Architects',
    name: 'Circular Quay Offices',
    visibility: 3,
    description: 'Fit-out visualisation for twelve floors of office space.',
    posts: [
      {
        title: 'Lobby concept',
        summary: 'First concept for the double-height lobby.',
        media: [
          image(
            'lobby-concept.jpg',
            'Lobby concept',
            'Stone floor, timber reception desk and a double-height void.',
          ),
        ],
      },
      {
        title: 'Level 7 workspace',
        summary: 'Open-plan workspace options for level 7.',
        media: [
          image(
            'penthouse-living.jpg',
            'Breakout space',
            'A soft seating option for the level 7 breakout space.',
          ),
        ],
      },
    ],
  },
  {
    client: 'Harbour & Co Architects',
    name: 'Bondi Residence',
    visibility: 1,
    description: 'Private residence, restricted to the project team.',
    posts: [
      {
        title: 'Living room options',
        summary: 'Two furniture layouts for the living room.',
        media: [image('penthouse-living.jpg', 'Option A', 'Low sofa facing the view, wool rug.')],
      },
    ],
  },
  {
    client: 'Southern Cross Developments',
    name: 'Skyline Residences',
    visibility: 99,
    description: 'Forty-storey residential tower: marketing renders and interactive floor plans.',
    posts: [
      {
        title: 'Tower hero shots',
        summary: 'Hero renders of the tower for the marketing campaign.',
        media: [
          image(
            'tower-hero.jpg',
            'Tower from the park',
            'Low-angle hero shot of the tower against the afternoon sky.',
          ),
        ],
      },
      {
        title: 'Penthouse interiors',
        summary: 'The penthouse living space as a still, a 360° view and a live walkthrough.',
        media: [
          image(
            'penthouse-living.jpg',
            'Penthouse living room',
            'Floor-to-ceiling windows over the city.',
          ),
          {
            type: 'Panorama',
            file: 'penthouse-360.jpg',
            title: 'Penthouse 360°',
            description: 'Stand in the living room and look around.',
          },
          {
            type: 'PixelStream',
            link: '/api/demo/pixel-stream',
            variant: 'Internal',
            title: 'Interactive walkthrough',
            description: 'A live session streamed from the studio: orbit and zoom freely.',
          },
        ],
      },
      {
        title: 'Amenity level',
        summary: 'Pool deck and residents’ lounge.',
        media: [
          image(
            'masterplan-aerial.jpg',
            'Amenity level from above',
            'The pool deck and gardens on level 12.',
          ),
        ],
      },
    ],
  },
  {
    client: 'Southern Cross Developments',
    name: 'Parramatta Town Centre',
    visibility: 2,
    description: 'Masterplan visualisation for community consultation.',
    posts: [
      {
        title: 'Masterplan aerials',
        summary: 'Aerial views of the masterplan for the consultation boards.',
        media: [
          image(
            'masterplan-aerial.jpg',
            'Masterplan aerial',
            'Blocks, streets and the new park from 300 m.',
          ),
        ],
      },
      {
        title: 'Street-level views',
        summary: 'The new main street at eye level.',
        media: [
          image(
            'lobby-concept.jpg',
            'Civic building entry',
            'The library entry from the new square.',
          ),
        ],
      },
    ],
  },
  {
    client: 'Kookaburra Interactive',
    name: 'Outback Explorer VR',
    visibility: 99,
    description: 'An interactive outback experience with panoramas and a 3D-printed diorama.',
    posts: [
      {
        title: 'Uluru panorama',
        summary: 'A 360° panorama of the rock at sunset.',
        media: [
          {
            type: 'Panorama',
            file: 'outback-360.jpg',
            title: 'Sunset at the rock',
            description: 'Red desert and the monolith at sunset; drag to look around.',
          },
        ],
      },
      {
        title: 'Diorama print preview',
        summary: 'The terrain diorama as it will come off the printer.',
        media: [
          image(
            'diorama-print.jpg',
            'Diorama preview',
            'Terrain model, 1:25,000, printed in grey PLA.',
          ),
        ],
      },
    ],
  },
  {
    client: 'Kookaburra Interactive',
    name: 'Reef Discovery App',
    visibility: 3,
    description: 'Interactive reef scenes for a museum installation.',
    posts: [
      {
        title: 'Coral garden scene',
        summary: 'A still and a 360° video of the coral garden.',
        media: [
          image('coral-garden.jpg', 'Coral garden', 'Light shafts over the coral garden.'),
          {
            type: 'PanoramaVideo',
            file: 'reef-360.mp4',
            title: 'Reef drift 360°',
            description: 'A slow 360° drift through the reef for the dome screen.',
          },
        ],
      },
      {
        title: 'Installation layout',
        summary: 'Where the screens sit in the gallery.',
        media: [image('lobby-concept.jpg', 'Gallery layout', 'The dome and two wall screens.')],
      },
    ],
  },
  {
    client: 'Lumen Visualisation Studio',
    name: 'Studio Showreel 2026',
    visibility: 3,
    description: 'The studio’s own showreel assets.',
    posts: [
      {
        title: 'Selected frames',
        summary: 'Frames chosen for the showreel.',
        media: [
          image('pavilion-dusk.jpg', 'Pavilion at dusk', 'Frame 1 of the showreel.'),
          image('tower-hero.jpg', 'Tower hero', 'Frame 2 of the showreel.'),
        ],
      },
    ],
  },
];
