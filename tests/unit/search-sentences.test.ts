/**
 * The ranking rules for questions asked in sentences (issue 46), each on a small index built by
 * the search theme's own builder: title verbs, descriptions, words found together, words typed
 * whole, words no title uses, and headings with no text of their own.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {searchIndex} from '../../src/search/rank';
import {testIndex} from '../support/search-index';

const index = testIndex([
  {
    url: '/docs/api/file',
    title: 'File',
    description: 'Operations on files.',
    sections: [{text: 'Upload files, read them, rename or delete them.'}],
  },
  {
    url: '/docs/api/file-update',
    title: 'Update a file',
    description: 'Gives a file another name or folder.',
    sections: [{text: 'Send only the fields to change.'}],
  },
  {
    url: '/docs/api/folder-edit-history',
    title: "Get a folder's edit history",
    description: 'Lists the moves of a folder.',
    sections: [{text: 'The list is not paginated.'}],
  },
  {
    url: '/docs/guides/integrating/folders',
    title: 'Folders',
    sections: [{heading: 'Permissions', text: 'Your gateway decides who may see a folder; Docbox records who changed a folder.'}],
  },
  {
    url: '/docs/api/link-create',
    title: 'Create a link',
    description: 'Stores a named URL in a folder of the box.',
    sections: [{text: 'The value is not checked.'}],
  },
  {
    url: '/docs/guides/integrating/tenant-events',
    title: 'React to changes with tenant events',
    sections: [
      {heading: 'Delivery of webhook messages', text: 'The message names the link and its box; save it before you answer.'},
      {heading: 'Events during development', text: 'Use a local queue.'},
    ],
  },
  {
    url: '/docs/guides/integrating/links',
    title: 'Links',
    sections: [{heading: 'Previews', text: 'A link to a web page shows its title.'}],
  },
  {
    url: '/docs/api/document-box-stats',
    title: 'Get document box statistics',
    description: 'Counts the files and folders of the box and the storage they use.',
    sections: [{text: 'Useful for quotas.'}],
  },
  {
    url: '/docs/guides/integrating/search',
    title: 'Search',
    sections: [{heading: 'How a box is searched', text: 'The storage of each file is read; use filters to narrow the results.'}],
  },
  {
    url: '/docs/guides/integrating/file',
    title: 'File',
    sections: [{heading: 'File changes', text: 'Ask who made it: every change is recorded, with the name of the file.'}],
  },
  {
    url: '/docs/api/file-activity',
    title: "Get a file's activity",
    description: 'Lists the recorded entries, to show who changed the file and when.',
    sections: [{text: 'Newest first.'}],
  },
  {
    url: '/docs/category/getting-started',
    title: 'Choose how to run Docbox',
    sections: [{heading: 'AWS with Terraform', text: 'Deploy into your AWS account with Terraform: the longest way, six pages.'}],
  },
  {
    url: '/docs/category/aws',
    title: 'AWS with Terraform',
    description: 'Deploy Docbox into an existing VPC.',
    sections: [{text: 'Six pages follow.'}],
  },
  {
    url: '/docs/guides/known-issues',
    title: 'Known issues',
    sections: [
      {heading: 'hapi gateway', text: ''},
      {heading: 'The gateway refuses uploads over 1 MiB', text: 'Uploads through the hapi gateway fail with 413 once the body is larger than 1 MiB.'},
    ],
  },
]);

const first = (query: string) => {
  const [result] = searchIndex(index, query, 10);
  return result ? `${result.document.u}${result.document.h ?? ''}` : 'nothing';
};

test("a reader's verb finds the title verb of its action: rename and move a file are Update a file, save a link is Create a link", () => {
  assert.equal(first('how do I rename a file'), '/docs/api/file-update');
  assert.equal(first('how do I move a file'), '/docs/api/file-update');
  assert.equal(first('how do I save a link'), '/docs/api/link-create');
});

test('a verb that says what happened ("renamed") does not ask for the action, and finds no title verb', () => {
  const update = (query: string) => searchIndex(index, query, 20).find((result) => result.document.u === '/docs/api/file-update');
  assert.deepEqual(update('renamed file')?.missing, ['renamed']);
  assert.deepEqual(update('rename file')?.missing, []);
});

test('"who changed" asks for the edit history', () => {
  assert.equal(first('who changed the folder'), '/docs/api/folder-edit-history');
});

test("a page whose description answers two or more of the question's words comes before a section that mentions them under a heading that fits less", () => {
  assert.equal(first('how much storage does a box use'), '/docs/api/document-box-stats');
});

test('a word typed whole that a document matches only as the start of a longer word counts less: "web" is not "webhook"', () => {
  assert.equal(first('web'), '/docs/guides/integrating/links#previews');
});

test("the question's words together, as asked, count: who changed the file and when", () => {
  assert.equal(first('who changed the file and when'), '/docs/api/file-activity');
});

test('a heading with no text of its own comes after the entry under it that answers', () => {
  assert.equal(first('hapi gateway uploads'), '/docs/guides/known-issues#the-gateway-refuses-uploads-over-1-mib');
});

test("a section headed with another page's title comes after that page", () => {
  assert.equal(first('how do I deploy to aws with terraform'), '/docs/category/aws');
});
