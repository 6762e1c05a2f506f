import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelopeOf, mockFetch } from '../../test/fetchMock.ts';
import { categories, makeUser, siteInfo } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import { makePost } from './list/testPosts.ts';
import NewAdPage from './NewAdPage.tsx';

// 'Įkelti panašų skelbimą' (PRODUCT.md §11): /new?panasus={id} is a new ad filled from the owner's ad.

const OWNER = '0b6f0d3e-1f7a-4c5e-9a51-2f3c4d5e6f70';
const sold = makePost({
  id: 42,
  creatorId: OWNER,
  status: 'sold',
  title: 'Dviratis Trek Marlin',
  description: 'Kalnų dviratis, 29 colių ratai.',
  category: { id: 200, name: 'Transportas', logicalName: 'transportas' },
  subCategory: { id: 202, name: 'Dviračiai', logicalName: 'dviraciai' },
  price: 250,
  location: 'Josvainiai',
});

function renderForm(viewerId: string) {
  mockFetch({
    '/api/settings/get': envelopeOf(siteInfo),
    '/api/categories/get': envelopeOf(categories),
    '/api/posts/GetMaxPostPictureCount': envelopeOf(20),
    '/api/posts/single/42': envelopeOf(sold),
  });
  renderRoutes([{ path: '/new', Component: NewAdPage }], '/new?panasus=42', {
    auth: fakeAuth(makeUser({ id: viewerId, phoneNumber: '+37060000001' })),
  });
}

describe('a new ad like a sold one (/new?panasus={id})', () => {
  it("fills the owner's form with the ad's words, category, price and place, and no pictures", async () => {
    renderForm(OWNER);
    expect(await screen.findByText(/^Užpildyta pagal skelbimą „Dviratis Trek Marlin“\./)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Pavadinimas' })).toHaveValue('Dviratis Trek Marlin');
    expect(screen.getByRole('textbox', { name: 'Aprašymas' })).toHaveValue('Kalnų dviratis, 29 colių ratai.');
    expect(screen.getByRole('combobox', { name: 'Subkategorija' })).toHaveValue('202');
    expect(screen.getByRole('textbox', { name: 'Kaina' })).toHaveValue('250');
    expect(screen.getByRole('combobox', { name: 'Vieta' })).toHaveValue('Josvainiai');
    expect(screen.getByText('Nuotraukos: 0 iš 20')).toBeInTheDocument();
  });

  it("leaves the form empty for someone else's ad", async () => {
    renderForm('someone-else');
    expect(await screen.findByText(/^Skelbti nemokama\./)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Pavadinimas' })).toHaveValue('');
  });
});
