// Demo blog for Wanjiru Kamau: six posts in three categories, with tags, images (./images) and a
// few comment threads. Raw form fields, validated by the blog module's own schemas when seeded.

export type DemoPost = {
  fields: Record<string, string>;
  image: string;
  /** Days before now it was published. */
  daysAgo: number;
  comments?: { name: string; content: string; replies?: { name: string; content: string }[] }[];
};

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const DEMO_POSTS: DemoPost[] = [
  {
    fields: {
      title: 'Shipping a React Native app to Kenyan users on 3G',
      category: 'Tech',
      tags: '["react native","performance","mobile"]',
      read_time: '7',
      content:
        '<h2>Start from the network you have</h2>' +
        p(
          'Most of my users open the app on a mid-range Android phone over a patchy connection. That changes every decision, from bundle size to how images load.',
          'I keep the first screen under 200 KB, cache every list for offline reading, and retry writes in the background so a dropped connection never loses a form.',
        ) +
        '<ul><li><p>Measure on a real device with throttling on.</p></li><li><p>Send less JSON: paginate and trim fields.</p></li><li><p>Queue writes and show their state.</p></li></ul>',
    },
    image: 'mobile.png',
    daysAgo: 2,
    comments: [
      {
        name: 'Otieno',
        content: 'The point about queuing writes saved us in the field last month. Thanks!',
        replies: [{ name: 'Wanjiru', content: 'Glad it helped. Which queue library did you use?' }],
      },
      { name: 'Amina', content: 'Would love a follow-up on image caching.' },
    ],
  },
  {
    fields: {
      title: 'Postgres full-text search before you reach for Elasticsearch',
      category: 'Tech',
      tags: '["postgres","search","backend"]',
      read_time: '6',
      content:
        '<h2>One database is one less thing to run</h2>' +
        p(
          'For a site of a few thousand documents, a weighted tsvector with a GIN index answers in a few milliseconds.',
          'Add trigram similarity for typos and you have search that feels instant without another cluster to feed.',
        ) +
        '<pre><code class="language-sql">create index on search_document using gin (vector);</code></pre>',
    },
    image: 'web.png',
    daysAgo: 9,
  },
  {
    fields: {
      title: 'Writing copy that sells without shouting',
      category: 'Writing',
      tags: '["copywriting","marketing"]',
      read_time: '4',
      content: `${p(
        'Good copy answers the reader’s question before they ask it. Lead with the outcome, prove it with one specific detail, and make the next step obvious.',
        'Cut every adjective that does not carry a fact. Read it aloud; if you run out of breath, the sentence is too long.',
      )}<blockquote><p>Clarity beats cleverness, every single time.</p></blockquote>`,
    },
    image: 'writing.png',
    daysAgo: 5,
    comments: [{ name: 'Brian', content: 'Reading it aloud is the best editing trick I know.' }],
  },
  {
    fields: {
      title: 'How I plan a long-form article in one afternoon',
      category: 'Writing',
      tags: '["writing","process","copywriting"]',
      read_time: '5',
      content: p(
        'I start with the one sentence I want the reader to remember, then list the three questions they will have on the way there.',
        'Each question becomes a section; each section gets one example from real work. The outline is done before I write a single paragraph.',
      ),
    },
    image: 'course.png',
    daysAgo: 14,
  },
  {
    fields: {
      title: 'Buying land in Kitengela: what to check before the deposit',
      category: 'Real Estate',
      tags: '["land","nairobi","due diligence"]',
      read_time: '8',
      content:
        '<h2>The search at the lands registry comes first</h2>' +
        p(
          'Before any money moves, get an official search, visit the plot with a surveyor, and confirm the beacons match the map.',
          'Ask the neighbours who owns the land. They know about disputes long before any paperwork does.',
        ) +
        '<ol><li><p>Official search</p></li><li><p>Surveyor visit</p></li><li><p>Sale agreement through your own lawyer</p></li></ol>',
    },
    image: 'realty.png',
    daysAgo: 1,
    comments: [
      {
        name: 'Njeri',
        content: 'We skipped the surveyor and regretted it. Please everyone, do not skip this step.',
        replies: [
          { name: 'Kamau', content: 'Same here, the beacons were two metres off.' },
          { name: 'Wanjiru', content: 'Sorry to hear that. A surveyor costs far less than a dispute.' },
        ],
      },
    ],
  },
  {
    fields: {
      title: 'Renting versus buying in Nairobi in 2026',
      category: 'Real Estate',
      tags: '["nairobi","mortgage","investment"]',
      read_time: '6',
      content: p(
        'With mortgage rates where they are, renting and investing the difference beats buying for many first-time households.',
        'The numbers flip once you plan to stay more than seven years, or when a developer offers a real discount off-plan.',
      ),
    },
    image: 'freebie.png',
    daysAgo: 20,
  },
];
