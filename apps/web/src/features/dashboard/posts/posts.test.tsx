import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import type { AdminPost } from '../api.ts';
import { fail, fakeApi, json, MODERATOR_ID, makeAdminPost, makeReport, ORDINARY_ID, ok, paged } from '../testData.ts';
import { PostsPage } from './PostsPage.tsx';

const moderator = makeUser({ id: MODERATOR_ID, authRole: 'Moderator' });

/** The admin list and moderation calls, remembering what moderators did. */
function postsApi() {
  let posts: AdminPost[] = [
    makeAdminPost({ creatorId: ORDINARY_ID, postReports: [makeReport()] }),
    makeAdminPost({ id: 8, title: 'Senas dviratis', status: 'blocked', blockedReason: 'Draudžiama prekė' }),
  ];
  const setPost = (id: number, change: Partial<AdminPost>) => {
    posts = posts.map((post) => (post.id === id ? { ...post, ...change } : post));
    return posts.find((post) => post.id === id);
  };
  return fakeApi({
    '/api/settings/get': () => ok(null),
    '/api/posts/list': () => paged(posts),
    '/api/postreports/ResolveReport': (_url, body) => {
      const { reportId, outcome, note, blockedReason } = body as Record<string, string>;
      if (note === 'klaida')
        return fail(400, ['Patikrinkite pažymėtus laukelius.'], [{ property: 'note', errors: ['Per ilga pastaba.'] }]);
      const state = outcome === 'blockPost' ? 'blocked' : outcome === 'dismiss' ? 'dismissed' : 'resolved';
      const report = {
        ...makeReport({ id: Number(reportId) }),
        state,
        note: note ?? null,
        resolvedBy: { id: MODERATOR_ID, fullName: 'Mona' },
      };
      const post = posts.find((p) => p.id === report.postId);
      setPost(report.postId, {
        postReports: [report as never],
        ...(outcome === 'blockPost' ? { status: 'blocked', blockedReason: blockedReason ?? report.reasonName } : {}),
      });
      return post ? ok(report) : fail(404, ['Pranešimas nerastas.']);
    },
    '/api/posts/BlockPost': (_url, body) => {
      const { postId, reason } = body as { postId: number; reason: string };
      const post = setPost(postId, { status: 'blocked', blockedReason: reason });
      return ok({ id: postId, status: post?.status, blockedReason: reason });
    },
    '/api/posts/UnblockPost': (_url, body) => {
      const { postId } = body as { postId: number };
      setPost(postId, { status: 'active', blockedReason: null });
      return ok({ id: postId, status: 'active', blockedReason: null });
    },
  });
}

function renderPosts(path = '/dashboard/posts') {
  return renderRoutes([{ path: '/dashboard/posts', element: <PostsPage /> }], path, { auth: fakeAuth(moderator) });
}

const rowOf = async (title: string) => {
  const link = await screen.findByRole('link', { name: title });
  return link.closest('tr') as HTMLElement;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/dashboard/posts', { timeout: 45_000 }, () => {
  it('asks for the admin list with the address’s filters and shows status, block reason and open reports', async () => {
    const api = postsApi();
    const { router } = renderPosts(`/dashboard/posts?onlyReported=true&targetUserId=${ORDINARY_ID}&searchKeyword=tel`);
    const row = await rowOf('#7 Pigus telefonas');
    expect(within(row).getByText('Aktyvus')).toBeInTheDocument();
    expect(within(row).getByLabelText('Neišspręsti pranešimai: 1')).toBeInTheDocument();
    expect(screen.getByText('Sukčiavimas ar apgaulė')).toBeInTheDocument();
    expect(screen.getByText('Užblokuotas: Draudžiama prekė')).toBeInTheDocument();
    const query = api.calls('/api/posts/list')[0]?.url.searchParams;
    expect(query?.get('listTarget')).toBe('admin');
    expect(query?.get('onlyReported')).toBe('true');
    expect(query?.get('targetUserId')).toBe(ORDINARY_ID);
    expect(query?.get('searchKeyword')).toBe('tel');
    expect(query?.get('page')).toBe('1');

    // One user's ads: the chip clears the filter; the switch turns the reported filter off.
    await userEvent.click(screen.getByRole('button', { name: 'Vieno vartotojo skelbimai' }));
    await waitFor(() => expect(router.state.location.search).toBe('?onlyReported=true&searchKeyword=tel'));
    await userEvent.click(screen.getByRole('switch', { name: 'Tik su pranešimais' }));
    await waitFor(() => expect(router.state.location.search).toBe('?searchKeyword=tel'));
  });

  it('resolves a report by blocking the ad, with the server’s message on the note first', async () => {
    const api = postsApi();
    renderPosts();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Spręsti pranešimą apie „Pigus telefonas“: Sukčiavimas ar apgaulė' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Pranešimo sprendimas' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Blokuoti skelbimą' }));
    expect(within(dialog).getByRole('textbox', { name: 'Priežastis (ją matys savininkas)' })).toHaveValue(
      'Sukčiavimas ar apgaulė',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pastaba' }), 'klaida');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await within(dialog).findByText('Per ilga pastaba.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Pastaba' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pastaba' }), 'Avanso schema');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Pranešimas išspręstas.')).toBeInTheDocument();
    expect(api.calls('/api/postreports/ResolveReport').at(-1)?.body).toEqual({
      reportId: 50,
      outcome: 'blockPost',
      note: 'Avanso schema',
      blockedReason: 'Sukčiavimas ar apgaulė',
      // Preselected: the rule the report's reason names (the statement of reasons).
      ruleId: 'fraud',
    });
    const row = await rowOf('#7 Pigus telefonas');
    expect(await within(row).findByText('Užblokuotas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Spręsti pranešimą/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Sprendė: Mona · Avanso schema/)).toBeInTheDocument();
  });

  it('blocks an ad with a reason the contract checks, and unblocks one', async () => {
    const api = postsApi();
    renderPosts();
    await userEvent.click(await screen.findByRole('button', { name: 'Blokuoti skelbimą „Pigus telefonas“' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blokuoti skelbimą' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokuoti' }));
    expect(await within(dialog).findByText('Turi būti sudarytas bent iš 3 simbolių.')).toBeInTheDocument();
    expect(api.calls('/api/posts/BlockPost')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Netikras skelbimas');
    // The rule its owner's statement of reasons names.
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Pažeista taisyklė' }),
      'Draudžiama prekė ar paslauga',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokuoti' }));
    expect(await screen.findByText('Užblokuotas: Netikras skelbimas')).toBeInTheDocument();
    expect(api.calls('/api/posts/BlockPost')[0]?.body).toEqual({
      postId: 7,
      reason: 'Netikras skelbimas',
      ruleId: 'prohibited',
    });

    // Found once the closing dialog has left (until then the page behind it is hidden from assistive technology).
    await userEvent.click(await screen.findByRole('button', { name: 'Atblokuoti skelbimą „Senas dviratis“' }));
    expect(await screen.findByText('Skelbimas atblokuotas.')).toBeInTheDocument();
    expect(api.calls('/api/posts/UnblockPost')[0]?.body).toEqual({ postId: 8 });
    expect(await within(await rowOf('#8 Senas dviratis')).findByText('Aktyvus')).toBeInTheDocument();
  });

  it('shows a total the server capped as "10 000+"', async () => {
    const posts = [makeAdminPost()];
    const capped = { page: 1, pageSize: 20, totalPageCount: 500, totalCount: 10_000, totalCountCapped: true };
    fakeApi({
      '/api/settings/get': () => ok(null),
      '/api/posts/list': () => json({ succeeded: true, data: posts, messages: [], errors: [], pagination: capped }),
    });
    renderPosts();
    // Lithuanian grouping with a no-break space.
    expect(await screen.findByText(/^Rasta: 10\s000\+$/)).toBeInTheDocument();
  });

  it('shows a search total the server capped as "1 000+"', async () => {
    const posts = [makeAdminPost()];
    // A search's total is exact up to 1,000 (DECISIONS #85).
    const capped = { page: 1, pageSize: 20, totalPageCount: 50, totalCount: 1_000, totalCountCapped: true };
    fakeApi({
      '/api/settings/get': () => ok(null),
      '/api/posts/list': () => json({ succeeded: true, data: posts, messages: [], errors: [], pagination: capped }),
    });
    renderPosts('/dashboard/posts?searchKeyword=dviratis');
    expect(await screen.findByText(/^Rasta: 1\s000\+$/)).toBeInTheDocument();
  });

  it('shows an exact total without the plus', async () => {
    fakeApi({
      '/api/settings/get': () => ok(null),
      '/api/posts/list': () =>
        json({
          succeeded: true,
          data: [makeAdminPost()],
          messages: [],
          errors: [],
          pagination: { page: 1, pageSize: 20, totalPageCount: 63, totalCount: 1_234 },
        }),
    });
    renderPosts();
    expect(await screen.findByText(/^Rasta: 1\s234$/)).toBeInTheDocument();
  });
});
