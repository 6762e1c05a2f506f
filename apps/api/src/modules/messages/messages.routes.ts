import {
  adConversationCountSchema,
  conversationIdRequestSchema,
  conversationListQuerySchema,
  conversationParamsSchema,
  conversationSummarySchema,
  conversationThreadQuerySchema,
  conversationThreadSchema,
  envelopeSchema,
  MESSAGE_PICTURES_MAX,
  MESSAGE_TEXT_MAX,
  MODERATOR_ROLE,
  messagePictureSchema,
  messageReportSchema,
  paginationSchema,
  reportMessageRequestSchema,
  resolveMessageReportRequestSchema,
  sendMessageRequestSchema,
  sentMessageSchema,
  conversationMessages as texts,
  unreadCountSchema,
  userIdRequestSchema,
} from '@skelbimai/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { requireActiveUser } from '../../http/access.ts';
import { failureResponse, ok, okPage, okResponse } from '../../http/envelope.ts';
import { readPictureForm, requirePictureFile } from '../../http/pictureUpload.ts';
import { postPictureUploadLimits } from '../../http/requestLimits.ts';
import { requireUser } from '../../http/session.ts';
import { enforcePostPictureUploadLimit } from '../posts/index.ts';
import { unreadCount } from './events.ts';
import { conversationCountsOfSeller, listConversations, readConversation } from './inbox.service.ts';
import { blockUser, deleteConversation, reportMessage, unblockUser } from './people.service.ts';
import { uploadMessagePicture } from './pictures.service.ts';
import { listMessageReports, resolveMessageReport } from './reports.service.ts';
import { sendMessage } from './send.service.ts';
import { openStream } from './stream.ts';

const failures = { 400: failureResponse, 401: failureResponse, 403: failureResponse, 404: failureResponse };
const done = okResponse(z.null());

/** /api/messages: conversations between a buyer and a seller about an ad (PRODUCT.md §10, docs/API.md). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['messages'],
        summary: 'Parašyti žinutę: pradėti pokalbį apie skelbimą (postId) arba atsakyti jame (conversationId)',
        description:
          `Tekstas iki ${MESSAGE_TEXT_MAX} simbolių, be valdymo simbolių; pictures – iki ${MESSAGE_PICTURES_MAX} ` +
          'savo įkeltų (POST /api/messages/UploadPicture) ir dar neišsiųstų nuotraukų id; be nuotraukų tekstas ' +
          'privalomas. Svetima, jau išsiųsta ar nežinoma nuotrauka – 400 ties pictures. Apie savo skelbimą rašyti negalima (403); ' +
          'užblokavęs ar užblokuotas – 403; svetimas pokalbis ar nematomas skelbimas – 404; parduotas skelbimas ' +
          'naujo pokalbio nebepriima – 409; per daug naujų pašnekovų per parą ar žinučių per minutę ar parą – ' +
          '429 su Retry-After (pranešime – kada galima vėl).',
        body: sendMessageRequestSchema,
        response: { 200: okResponse(sentMessageSchema), ...failures, 409: failureResponse, 429: failureResponse },
      },
    },
    async (request) => {
      const sender = await requireActiveUser(request);
      const sent = await sendMessage(
        app.db,
        app.messageHub,
        app.pictureStorage,
        sender,
        request.body,
        app.config.messages,
      );
      // The recipient's phone notification, queued with the message (PRODUCT.md §30).
      app.outbox.wake();
      return ok(sent);
    },
  );

  app.post(
    '/UploadPicture',
    {
      config: { access: 'activeUser' },
      schema: {
        tags: ['messages'],
        summary: 'Žinutės nuotraukos įkėlimas (prieš išsiunčiant žinutę)',
        description:
          'multipart/form-data: failas laukelyje PictureFile – tos pačios taisyklės ir pranešimai kaip skelbimo ' +
          'nuotraukai (POST /api/posts/UploadPicture; tas pats įkėlimų per valandą limitas). Nuotrauka ' +
          'priskiriama žinutei, kai ji išsiunčiama su pictures; neišsiųsta ištrinama po 24 val.',
        consumes: ['multipart/form-data'],
        response: { 200: okResponse(messagePictureSchema), ...failures, 413: failureResponse, 429: failureResponse },
      },
    },
    async (request) => {
      const user = await requireActiveUser(request);
      const file = requirePictureFile((await readPictureForm(request, postPictureUploadLimits)).file);
      await enforcePostPictureUploadLimit(app.db, user);
      return ok(await uploadMessagePicture(app.db, app.pictureStorage, user, file));
    },
  );

  app.get(
    '/conversations',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Mano pokalbiai: naujausi pirmi, po 20, su neperskaitytų skaičiumi',
        querystring: conversationListQuerySchema,
        response: {
          200: envelopeSchema(z.array(conversationSummarySchema)).extend({ pagination: paginationSchema }),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const page = request.query.page ?? 1;
      const { items, totalCount } = await listConversations(app.db, app.pictureStorage, user, page);
      return okPage(items, page, totalCount);
    },
  );

  app.get(
    '/conversation/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Pokalbis: žinutės (naujausios, arba senesnės už before) ir skelbimas; atidarytas tampa perskaitytu',
        description: 'Tik dviem pokalbio dalyviams; kitiems (ir moderatoriams) – 404.',
        params: conversationParamsSchema,
        querystring: conversationThreadQuerySchema,
        response: { 200: okResponse(conversationThreadSchema), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(
        await readConversation(
          app.db,
          app.messageHub,
          app.pictureStorage,
          user,
          request.params.id,
          request.query.before,
        ),
      );
    },
  );

  app.get(
    '/unread',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Neperskaitytų žinučių skaičius',
        response: { 200: okResponse(unreadCountSchema), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok({ count: await unreadCount(app.db, user.id) });
    },
  );

  app.get(
    '/adCounts',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Kiek pokalbių turi kiekvienas mano skelbimas (be pokalbių – nėra sąraše)',
        response: { 200: okResponse(z.array(adConversationCountSchema)), ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await conversationCountsOfSeller(app.db, user.id));
    },
  );

  app.get(
    '/stream',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Žinučių įvykių srautas (Server-Sent Events): nauja žinutė, perskaityta, neperskaitytų skaičius',
        description:
          'text/event-stream: kiekvienas įvykis su id; nutrūkus ryšiui naršyklė jungiasi iš naujo su ' +
          'Last-Event-ID ir gauna viską, ką praleido. Kas 15 s – komentaras (heartbeat). Be Accept: ' +
          'text/event-stream – 406. Paskyra vienu metu gali turėti ribotą skaičių srautų (naujas uždaro ' +
          'seniausią); iš vieno adreso per daug srautų – 429 su Retry-After.',
        response: { 401: failureResponse, 406: failureResponse, 429: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await openStream(request, reply, app.messageHub, user);
    },
  );

  app.post(
    '/block',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Blokuoti vartotoją: jis nebegalės jums rašyti',
        body: userIdRequestSchema,
        response: { 200: done, ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await blockUser(app.db, user, request.body.userId);
      return ok(null, [texts.blocked]);
    },
  );

  app.post(
    '/unblock',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Atblokuoti vartotoją',
        body: userIdRequestSchema,
        response: { 200: done, ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await unblockUser(app.db, user, request.body.userId);
      return ok(null, [texts.unblocked]);
    },
  );

  app.post(
    '/report',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Pranešti apie žinutę (priežastis, komentaras): ji pasiekia valdymo skydą su pokalbiu',
        body: reportMessageRequestSchema,
        response: { 200: okResponse(z.object({ id: z.number().int() })), ...failures, 409: failureResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      return ok(await reportMessage(app.db, user, request.body), [texts.reported]);
    },
  );

  app.post(
    '/deleteConversation',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['messages'],
        summary: 'Ištrinti pokalbį iš savo dėžutės (pašnekovas jį pasilieka)',
        body: conversationIdRequestSchema,
        response: { 200: done, ...failures },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      await deleteConversation(app.db, app.messageHub, user, request.body.conversationId);
      return ok(null, [texts.deleted]);
    },
  );

  app.get(
    '/reports',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['messages'],
        summary: 'Neišnagrinėti pranešimai apie žinutes su pokalbiu aplink (moderatoriams)',
        response: { 200: okResponse(z.array(messageReportSchema)), ...failures },
      },
    },
    async () => ok(await listMessageReports(app.db, app.pictureStorage)),
  );

  app.post(
    '/resolveReport',
    {
      config: { access: MODERATOR_ROLE },
      schema: {
        tags: ['messages'],
        summary: 'Pažymėti pranešimą apie žinutę išnagrinėtu (moderatoriams)',
        body: resolveMessageReportRequestSchema,
        response: { 200: done, ...failures },
      },
    },
    async (request) => {
      await resolveMessageReport(app.db, request.body.reportId);
      return ok(null, [texts.reportResolved]);
    },
  );
};
