import type { Category, SiteInfo, User } from '@skelbimai/contract';

export const siteInfo: SiteInfo = {
  siteName: 'Kėdainių skelbimai',
  townName: 'Kėdainiai',
  places: ['Kėdainiai', 'Akademija', 'Josvainiai'],
  contactPhone: '+370 600 00000',
  contactEmail: 'info@example.lt',
  facebookPageUrl: 'https://www.facebook.com/example',
  facebookGroupUrl: 'https://www.facebook.com/groups/example',
  maxPostPictureCount: 20,
  siteProtocol: 'http',
  siteDomain: 'localhost',
  googleClientId: null,
  facebookAppId: null,
};

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    fullName: 'Jonas Jonaitis',
    firstName: 'Jonas',
    lastName: 'Jonaitis',
    email: 'jonas@example.lt',
    emailConfirmed: true,
    phoneNumber: '+37060000001',
    phoneNumberConfirmed: true,
    hasPassword: true,
    pictureUrl: null,
    profilePictureSourceType: 'local',
    localPictureUrl: null,
    googlePictureUrl: null,
    facebookPictureUrl: null,
    walletBalance: 0,
    authRole: null,
    isBlocked: false,
    blockedUntil: null,
    ...overrides,
  };
}

function sub(id: number, name: string, logicalName: string, parent: Category, postCount: number): Category {
  return {
    id,
    name,
    logicalName,
    parentCategory: { id: parent.id, name: parent.name, logicalName: parent.logicalName },
    childCategories: [],
    postCount,
    text: '',
    icon: null,
    color: parent.color,
    fields: [],
  };
}

function main(id: number, name: string, logicalName: string, icon: string, color: string): Category {
  return {
    id,
    name,
    logicalName,
    parentCategory: null,
    childCategories: [],
    postCount: 0,
    text: '',
    icon,
    color,
    fields: [],
  };
}

const transport = main(200, 'Transportas', 'transportas', 'commute', '#C62828');
transport.childCategories = [
  sub(201, 'Automobiliai', 'automobiliai', transport, 3),
  sub(202, 'Dviračiai', 'dviraciai', transport, 1),
];
transport.postCount = 4;
const realEstate = main(100, 'Nekilnojamasis turtas', 'nekilnojamasis-turtas', 'home', '#1565C0');
realEstate.childCategories = [sub(101, 'Butai', 'butai', realEstate, 2)];
realEstate.postCount = 2;

export const categories: Category[] = [realEstate, transport];
