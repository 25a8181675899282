import { describe, expect } from 'vitest';
import { deleteAs } from '../helpers/api.ts';
import { apiTest } from '../helpers/test-app.ts';
import { pngFile } from '../helpers/images.ts';

const it = apiTest();

describe('smoke', () => {
  it('creates, lists, updates and deletes a blog post with an image', async ({ t }) => {
    const { cookie } = await t.userWithSession('Author', 'Asha');
    const res = await t.sendForm(
      'POST',
      '/api/blogs',
      cookie,
      { title: 'Hello', content: 'World' },
      { image: await pngFile() },
    );
    expect(res.status).toBe(201);
    const post = await res.json();
    expect(post.author).toBe('Asha');
    expect(post.image).toMatch(/^\/uploads\/[0-9a-f]{32}-1200\.webp$/);
    const list = await (await t.request('/api/blogs')).json();
    expect(list).toHaveLength(1);
    const file = await t.request(post.image);
    expect(file.status).toBe(200);
    const put = await t.sendForm('PUT', `/api/blogs/${post._id}`, cookie, { title: 'Hello 2', content: 'World' });
    expect((await put.json()).title).toBe('Hello 2');
    const del = await deleteAs(t, `/api/blogs/${post._id}`, cookie);
    expect(del.status).toBe(200);
    expect((await t.request(post.image)).status).toBe(404);
  });
});
