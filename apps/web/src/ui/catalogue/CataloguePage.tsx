import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../Alert/Alert.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge, Chip } from '../Badge/Badge.tsx';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Checkbox, RadioGroup, Switch } from '../Choice/Choice.tsx';
import { Dialog, DialogClose, Drawer } from '../Dialog/Dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../Field/Field.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { iconAdd } from '../icons/iconAdd.ts';
import { iconChevronRight } from '../icons/iconChevronRight.ts';
import { iconClose } from '../icons/iconClose.ts';
import { iconDelete } from '../icons/iconDelete.ts';
import { iconEdit } from '../icons/iconEdit.ts';
import { iconExpandMore } from '../icons/iconExpandMore.ts';
import { iconHome } from '../icons/iconHome.ts';
import { iconMail } from '../icons/iconMail.ts';
import { iconMenu } from '../icons/iconMenu.ts';
import { iconSearch } from '../icons/iconSearch.ts';
import { iconShare } from '../icons/iconShare.ts';
import { iconStar } from '../icons/iconStar.ts';
import { Icon } from '../icons.tsx';
import { Container, Divider, Stack, VisuallyHidden } from '../Layout/Layout.tsx';
import { List, ListButtonItem, ListHeading, ListItem, ListLinkItem } from '../List/List.tsx';
import { Menu } from '../Menu/Menu.tsx';
import { Pagination } from '../Pagination/Pagination.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Facts, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../Table/Table.tsx';
import { Tabs } from '../Tabs/Tabs.tsx';
import { Heading, Text } from '../Text/Text.tsx';
import { TextLink } from '../TextLink/TextLink.tsx';
import { ToastProvider, useToast } from '../Toast/Toast.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import styles from './CataloguePage.module.css';

/** The address of this page; the route exists only in development (app/routes.tsx). */
export const cataloguePath = '/dev/komponentai';
const FRAME_PARAM = 'kadras';

/**
 * The kit at a glance, for whoever works on it: every component in its states. The page shows the catalogue
 * twice, in frames 390 and 1,280 px wide, so a phone's and a computer's layout are seen side by side; a frame
 * (`?kadras=1`) shows the components alone.
 */
export default function CataloguePage() {
  const [params] = useSearchParams();
  if (params.has(FRAME_PARAM)) return <Components />;
  return (
    <div className={styles.page}>
      <Container maxWidth="lg">
        <Stack gap={1} className={styles.intro}>
          <Heading level={1} size="h4">
            Komponentų katalogas
          </Heading>
          <Text tone="secondary">
            Kiekvienas <code>apps/web/src/ui</code> komponentas visose būsenose, telefono (390 px) ir kompiuterio (1 280
            px) pločiu. Puslapis yra tik kūrimo režime.
          </Text>
        </Stack>
      </Container>
      <div className={styles.frames}>
        <Frame width={390} title="Telefono plotis, 390 px" />
        <Frame width={1280} title="Kompiuterio plotis, 1 280 px" />
      </div>
    </div>
  );
}

function Frame({ width, title }: { width: number; title: string }) {
  return (
    <section className={styles.frameColumn}>
      <Heading level={2} size="subtitle1">
        {title}
      </Heading>
      <iframe className={styles.frame} style={{ width }} src={`${cataloguePath}?${FRAME_PARAM}=1`} title={title} />
    </section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <Heading level={2} size="h6" className={styles.sectionTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap={1} align="center" wrap>
      {children}
    </Stack>
  );
}

function Components() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  return (
    <Container maxWidth="lg" as="main" className={styles.components}>
      <Section title="Mygtukai">
        <Stack gap={2}>
          <Row>
            <Button variant="primary">Pagrindinis</Button>
            <Button variant="secondary">Antrinis</Button>
            <Button variant="text">Tekstinis</Button>
            <Button variant="danger">Ištrinti</Button>
          </Row>
          <Row>
            <Button variant="primary" size="small">
              Mažas
            </Button>
            <Button variant="primary">Vidutinis</Button>
            <Button variant="primary" size="large">
              Didelis
            </Button>
          </Row>
          <Row>
            <Button variant="primary" startIcon={iconAdd}>
              Įdėti skelbimą
            </Button>
            <Button variant="secondary" endIcon={iconChevronRight}>
              Rodyti daugiau
            </Button>
            <Button variant="primary" disabled>
              Išjungtas
            </Button>
            <Button variant="secondary" disabled>
              Išjungtas
            </Button>
            <Button variant="primary" loading={saving} onClick={() => setSaving(true)}>
              {saving ? 'Saugoma' : 'Išsaugoti (įkelia)'}
            </Button>
            {saving && (
              <Button variant="text" onClick={() => setSaving(false)}>
                Atstatyti
              </Button>
            )}
          </Row>
          <Row>
            <ButtonLink to="/" variant="secondary" startIcon={iconHome}>
              Nuoroda kaip mygtukas
            </ButtonLink>
            <IconButton icon={iconMenu} aria-label="Meniu" />
            <IconButton icon={iconSearch} aria-label="Ieškoti" tone="primary" />
            <IconButton icon={iconClose} aria-label="Uždaryti" size="small" />
            <IconButton icon={iconDelete} aria-label="Ištrinti" disabled />
          </Row>
          <Button variant="primary" fullWidth>
            Per visą plotį
          </Button>
        </Stack>
      </Section>

      <Section title="Tekstas">
        <Stack gap={1}>
          <Heading level={3} size="h4">
            Antraštė h4
          </Heading>
          <Heading level={3} size="h5">
            Antraštė h5
          </Heading>
          <Heading level={3} size="h6">
            Antraštė h6
          </Heading>
          <Text>Pagrindinis tekstas (body1): „Parduodamas dviratis, mažai naudotas“.</Text>
          <Text variant="body2">Smulkesnis tekstas (body2).</Text>
          <Text variant="body2" tone="secondary">
            Antrinis tekstas: prieš 3 val. · Kėdainiai
          </Text>
          <Text variant="caption">Paaiškinimas (caption)</Text>
          <Text tone="error">Klaidos tekstas</Text>
          <Text>
            Tekste esanti <TextLink to="/">nuoroda</TextLink> ir <TextLink href="https://example.com">išorinė</TextLink>
            .<VisuallyHidden> Šį sakinį girdi tik ekrano skaitytuvas.</VisuallyHidden>
          </Text>
        </Stack>
      </Section>

      <Section title="Išdėstymas">
        <Stack gap={2}>
          <Stack direction="rowFromSm" gap={2}>
            <Card className={styles.grow}>
              <Text variant="subtitle2">Kortelė</Text>
              <Text variant="body2" tone="secondary">
                Stack: telefone stulpelis, nuo 600 px eilutė.
              </Text>
            </Card>
            <Card className={styles.grow}>
              <Text variant="subtitle2">Antra kortelė</Text>
              <Text variant="body2" tone="secondary">
                Tarpai iš žetonų: --space-2.
              </Text>
            </Card>
          </Stack>
          <Divider />
          <Stack direction="row" justify="between" align="center">
            <Text>Kairėje</Text>
            <Text>Dešinėje</Text>
          </Stack>
        </Stack>
      </Section>

      <Section title="Pranešimai">
        <Stack gap={1}>
          <Alert severity="info" role="none">
            Informacija: skelbimas bus rodomas po patvirtinimo.
          </Alert>
          <Alert severity="success" role="none">
            Skelbimas išsaugotas.
          </Alert>
          <Alert severity="warning" role="none" title="Dėmesio">
            Skelbimo galiojimas baigiasi po 3 dienų.
          </Alert>
          <Alert
            severity="error"
            role="none"
            action={
              <Button variant="text" size="small">
                Bandyti dar kartą
              </Button>
            }
          >
            Nepavyko prisijungti prie serverio.
          </Alert>
        </Stack>
      </Section>

      <Section title="Žymos, avatarai, įkėlimas">
        <Stack gap={2}>
          <Row>
            <Chip>Naujas</Chip>
            <Chip tone="primary">TOP</Chip>
            <Chip tone="secondary" icon={iconStar}>
              Išskirtas
            </Chip>
            <Chip tone="success" size="small">
              Aktyvus
            </Chip>
            <Chip tone="warning" variant="outlined">
              Rezervuota
            </Chip>
            <Chip tone="error" variant="outlined" size="small">
              Užblokuotas
            </Chip>
          </Row>
          <Row>
            <Badge count={3} label="3 neskaitytos žinutės">
              <Icon icon={iconMail} />
            </Badge>
            <Badge count={120} label="120 neskaitytų žinučių" tone="primary">
              <Icon icon={iconMail} />
            </Badge>
            <Avatar name="Jonas Jonaitis" size="small" />
            <Avatar name="Ona" />
            <Avatar name="Žydrūnas" size="large" />
          </Row>
          <Row>
            <Spinner size="small" />
            <Spinner />
            <Stack gap={0.5} className={styles.grow}>
              <Skeleton shape="rect" height={80} />
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </Stack>
            <Skeleton shape="circle" width={40} height={40} />
          </Row>
        </Stack>
      </Section>

      <Section title="Formos laukai">
        <Stack gap={2} className={styles.form}>
          <TextField label="Pavadinimas" placeholder="Pvz., vaikiškas dviratis" required />
          <TextField label="El. paštas" type="email" hint="Į jį atsiųsime patvirtinimo kodą." />
          <TextField label="Kaina, €" inputMode="decimal" error="Kaina turi būti skaičius." defaultValue="dvidešimt" />
          <TextField label="Išjungtas laukas" disabled defaultValue="Negalima keisti" />
          <TextAreaField label="Aprašymas" hint="Iki 4 000 simbolių." />
          <SelectField
            label="Kategorija"
            placeholder="Visos kategorijos"
            options={[
              { value: 'transportas', label: 'Transportas' },
              { value: 'nt', label: 'Nekilnojamasis turtas' },
              { value: 'darbas', label: 'Darbas' },
            ]}
          />
          <SelectField
            label="Rikiavimas"
            error="Pasirinkite rikiavimą."
            options={[{ value: 'naujausi', label: 'Naujausi' }]}
          />
          <Checkbox label="Tik su nuotraukomis" />
          <Checkbox label="Sutinku su taisyklėmis" hint="Būtina norint skelbti." defaultChecked />
          <Switch label="Pranešimai el. paštu" defaultChecked />
          <Switch label="Išjungtas jungiklis" disabled />
          <RadioGroup
            legend="Būklė"
            name="bukle"
            direction="row"
            defaultValue="naudota"
            options={[
              { value: 'nauja', label: 'Nauja' },
              { value: 'naudota', label: 'Naudota' },
              { value: 'dalims', label: 'Dalims', disabled: true },
            ]}
          />
        </Stack>
      </Section>

      <Section title="Dialogai, meniu, kortelės, patarimai">
        <Stack gap={2}>
          <Row>
            <Dialog
              open={dialogOpen}
              onOpenChange={setDialogOpen}
              trigger={<Button variant="secondary">Atidaryti dialogą</Button>}
              title="Ištrinti skelbimą?"
              description="Skelbimo nebus galima atkurti."
              actions={
                <>
                  <DialogClose render={<Button variant="text">Atšaukti</Button>} />
                  <Button variant="danger" onClick={() => setDialogOpen(false)}>
                    Ištrinti
                  </Button>
                </>
              }
            >
              <TextField label="Priežastis (nebūtina)" />
            </Dialog>
            <Drawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              trigger={<Button variant="secondary">Atidaryti šoninį skydelį</Button>}
              title="Filtrai"
            >
              <Stack gap={2}>
                <SelectField
                  label="Miestas"
                  placeholder="Visi"
                  options={[{ value: 'kedainiai', label: 'Kėdainiai' }]}
                />
                <Button variant="primary" fullWidth onClick={() => setDrawerOpen(false)}>
                  Rodyti skelbimus
                </Button>
              </Stack>
            </Drawer>
            <Menu
              trigger={
                <Button variant="secondary" endIcon={iconExpandMore}>
                  Meniu
                </Button>
              }
              items={[
                { label: 'Redaguoti', icon: iconEdit, onSelect: () => {} },
                { label: 'Dalintis', icon: iconShare, onSelect: () => {} },
                { kind: 'separator' },
                { kind: 'link', label: 'Į pradžią', icon: iconHome, to: '/' },
                { label: 'Negalima', onSelect: () => {}, disabled: true },
              ]}
            />
            <Tooltip label="Pridėti prie įsimintų">
              <IconButton icon={iconStar} aria-label="Įsiminti" />
            </Tooltip>
          </Row>
          <Tabs
            label="Skelbimo skiltys"
            items={[
              { value: 'aprasymas', label: 'Aprašymas', panel: <Text>Parduodamas dviratis, mažai naudotas.</Text> },
              { value: 'pardavejas', label: 'Pardavėjas', panel: <Text>Jonas, Kėdainiai.</Text> },
              { value: 'statistika', label: 'Statistika', panel: <Text>Peržiūrėtas 120 kartų.</Text> },
              { value: 'isjungta', label: 'Išjungta', disabled: true, panel: <Text>—</Text> },
            ]}
          />
        </Stack>
      </Section>
      <Section title="Lentelės">
        <Stack gap={2}>
          <Table label="Mokėjimai">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Numeris</TableHeaderCell>
                <TableHeaderCell>Vartotojas</TableHeaderCell>
                <TableHeaderCell numeric>Suma</TableHeaderCell>
                <TableHeaderCell>Data</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>P-1024</TableCell>
                <TableCell>Jonas Jonaitis</TableCell>
                <TableCell numeric>12,50 €</TableCell>
                <TableCell nowrap>2026-03-02 10:30</TableCell>
              </TableRow>
              <TableRow continued>
                <TableCell>P-1025</TableCell>
                <TableCell>Ona Onaitė</TableCell>
                <TableCell numeric>100,00 €</TableCell>
                <TableCell nowrap>2026-03-03 08:05</TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={4}>Eilutė po eilute: jos papildymas (pranešimai apie skelbimą).</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <Card>
            <Facts
              items={[
                { key: 'user', label: 'Vartotojas', value: 'Jonas Jonaitis' },
                { key: 'amount', label: 'Suma', value: '12,50 €' },
                { key: 'date', label: 'Data', value: '2026-03-02 10:30' },
              ]}
            />
          </Card>
        </Stack>
      </Section>
      <Section title="Puslapiai">
        <PaginationDemo />
      </Section>
      <ListSection />
      <ToastSection />
      <ProgressAndSegments />
    </Container>
  );
}

function PaginationDemo() {
  const [page, setPage] = useState(5);
  return (
    <Stack gap={2}>
      <Pagination count={12} page={page} onChange={setPage} />
      <Pagination count={12} page={page} onChange={setPage} siblingCount={0} label="Puslapiai (siauras sąrašas)" />
      <Pagination count={3} page={1} getHref={(n) => `?puslapis=${n}`} label="Puslapiai (nuorodos)" />
    </Stack>
  );
}
function ListSection() {
  return (
    <Section title="List">
      <Card>
        <ListHeading>Kategorijos</ListHeading>
        <List dense aria-label="Sąrašo pavyzdys">
          <ListLinkItem to="/" icon={<Icon icon={iconHome} />} end={45}>
            Nuoroda su ikona ir skaičiumi
          </ListLinkItem>
          <ListLinkItem
            to="/"
            icon={<Icon icon={iconShare} />}
            end={3}
            action={<IconButton icon={iconExpandMore} aria-label="Išskleisti" />}
          >
            Su mygtuku šalia
          </ListLinkItem>
          <ListLinkItem to="/" inset end={2}>
            Įtraukta eilutė
          </ListLinkItem>
          <ListButtonItem icon={<Icon icon={iconEdit} />}>Mygtukas</ListButtonItem>
        </List>
        <Divider />
        <List dividers>
          <ListItem secondary="Antra eilutė" end="12,00 €">
            Paprasta eilutė
          </ListItem>
          <ListItem secondary="Su skirtuku tarp eilučių">Dar viena</ListItem>
        </List>
      </Card>
    </Section>
  );
}

function ToastButtons() {
  const toast = useToast();
  return (
    <Stack direction="row" gap={1} wrap>
      <Button onClick={() => toast.show({ text: 'Klaida', tone: 'error' })}>Klaida</Button>
      <Button onClick={() => toast.show({ text: 'Išsaugota', tone: 'success' })}>Sėkmė</Button>
      <Button
        onClick={() =>
          toast.show({ text: '#5 skelbimas pažymėtas', tone: 'info', action: { label: 'Atšaukti', onClick: () => {} } })
        }
      >
        Su veiksmu
      </Button>
    </Stack>
  );
}

function ToastSection() {
  return (
    <Section title="Toast">
      <ToastProvider>
        <ToastButtons />
      </ToastProvider>
    </Section>
  );
}

/** ProgressBar and SegmentedControl: an upload's progress, a page on its way, a price's kind. */
function ProgressAndSegments() {
  const [priceMode, setPriceMode] = useState<'amount' | 'negotiable' | 'free'>('amount');
  return (
    <Section title="Eiga, segmentai">
      <Stack gap={2}>
        <ProgressBar value={40} label="priekis.png" valueText="Įkeliama: 40 %" />
        <ProgressBar label="Puslapis įkeliamas" />
        <SegmentedControl
          label="Kaina"
          name="catalogue-price-mode"
          size="small"
          value={priceMode}
          onChange={setPriceMode}
          options={[
            { value: 'amount', label: 'Kaina' },
            { value: 'negotiable', label: 'Sutartinė' },
            { value: 'free', label: 'Nemokamai' },
          ]}
        />
      </Stack>
    </Section>
  );
}
