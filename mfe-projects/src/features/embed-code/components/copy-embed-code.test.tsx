import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '@portal/shared';
import { mediaOf, postOf, projectOf } from '../../../testing/project';
import { CopyEmbedCode, EMBED_CODE_TEXTS } from './copy-embed-code';

const post = postOf({ id: 3, title: 'Dusk "renders"' });

it("copies the iframe of a Showcase post's embed page, and of one of its files", async () => {
  const user = userEvent.setup();
  const showcase = projectOf({ visibility: 99 });
  const { rerender } = render(
    <PortalProviders>
      <CopyEmbedCode project={showcase} post={post} />
    </PortalProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'Copy embed code: Dusk "renders"' }));
  const snippet = await navigator.clipboard.readText();
  expect(snippet).toContain(`src="${window.location.origin}/embed/project/7/post/3"`);
  expect(snippet).toContain('title="Dusk &#34;renders&#34;"');
  expect(await screen.findByText(EMBED_CODE_TEXTS.copied)).toBeInTheDocument();

  rerender(
    <PortalProviders>
      <CopyEmbedCode project={showcase} post={post} media={mediaOf({ id: 9, title: 'View A' })} />
    </PortalProviders>,
  );
  await user.click(screen.getByRole('button', { name: 'Copy embed code: View A' }));
  expect(await navigator.clipboard.readText()).toContain('/project/7/post/3/embed/9"');
});

it('is not offered where the embed would be refused: a private project or a draft', () => {
  render(
    <PortalProviders>
      <CopyEmbedCode project={projectOf({ visibility: 3 })} post={post} />
      <CopyEmbedCode
        project={projectOf({ visibility: 99 })}
        post={{ ...post, publishedDate: null }}
      />
    </PortalProviders>,
  );
  expect(screen.queryByRole('button', { name: /Copy embed code/ })).not.toBeInTheDocument();
});
