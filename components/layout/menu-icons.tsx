'use client';

import type { SvgIconComponent } from '@mui/icons-material';
import MenuDefault from '@mui/icons-material/ListAlt';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AnnouncementIcon from '@mui/icons-material/Announcement';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ApiIcon from '@mui/icons-material/Api';
import AppsIcon from '@mui/icons-material/Apps';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import BadgeIcon from '@mui/icons-material/Badge';
import BarChartIcon from '@mui/icons-material/BarChart';
import BiotechIcon from '@mui/icons-material/Biotech';
import BugReportIcon from '@mui/icons-material/BugReport';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import CalculateIcon from '@mui/icons-material/Calculate';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloudIcon from '@mui/icons-material/Cloud';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CodeIcon from '@mui/icons-material/Code';
import CollectionsIcon from '@mui/icons-material/Collections';
import ContactPageIcon from '@mui/icons-material/ContactPage';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DnsIcon from '@mui/icons-material/Dns';
import DomainIcon from '@mui/icons-material/Domain';
import DrawIcon from '@mui/icons-material/Draw';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FeedIcon from '@mui/icons-material/Feed';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import ForkliftIcon from '@mui/icons-material/Forklift';
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import GrassIcon from '@mui/icons-material/Grass';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import HttpIcon from '@mui/icons-material/Http';
import HubIcon from '@mui/icons-material/Hub';
import ImageIcon from '@mui/icons-material/Image';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LiveHelpIcon from '@mui/icons-material/LiveHelp';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import MenuIcon from '@mui/icons-material/Menu';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NotesIcon from '@mui/icons-material/Notes';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaidIcon from '@mui/icons-material/Paid';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PlaceIcon from '@mui/icons-material/Place';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import PostAddIcon from '@mui/icons-material/PostAdd';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import PublicIcon from '@mui/icons-material/Public';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import RequestPageIcon from '@mui/icons-material/RequestPage';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RouteIcon from '@mui/icons-material/Route';
import SailingIcon from '@mui/icons-material/Sailing';
import SavingsIcon from '@mui/icons-material/Savings';
import ScaleIcon from '@mui/icons-material/Scale';
import SchemaIcon from '@mui/icons-material/Schema';
import ScienceIcon from '@mui/icons-material/Science';
import SecurityIcon from '@mui/icons-material/Security';
import SegmentIcon from '@mui/icons-material/Segment';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SmsIcon from '@mui/icons-material/Sms';
import StorageIcon from '@mui/icons-material/Storage';
import StorefrontIcon from '@mui/icons-material/Storefront';
import StraightenIcon from '@mui/icons-material/Straighten';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TableViewIcon from '@mui/icons-material/TableView';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TextsmsIcon from '@mui/icons-material/Textsms';
import TimelineIcon from '@mui/icons-material/Timeline';
import TopicIcon from '@mui/icons-material/Topic';
import TuneIcon from '@mui/icons-material/Tune';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import HomeIcon from '@mui/icons-material/Home';
import TranslateIcon from '@mui/icons-material/Translate';
import PaletteIcon from '@mui/icons-material/Palette';
import AddIcon from '@mui/icons-material/Add';

/**
 * Menu icons by name (Blade's menu `source`). A fixed list keeps the bundle small; an unknown name
 * (e.g. a real Blade `iconfont …` class) gets the default icon, as Saber's iconDefault does.
 */
const MENU_ICONS: Record<string, SvgIconComponent> = {
  Home: HomeIcon,
  Translate: TranslateIcon,
  Palette: PaletteIcon,
  Add: AddIcon,
  AccountBalance: AccountBalanceIcon,
  AccountBalanceWallet: AccountBalanceWalletIcon,
  AccountTree: AccountTreeIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Announcement: AnnouncementIcon,
  Apartment: ApartmentIcon,
  Api: ApiIcon,
  Apps: AppsIcon,
  Article: ArticleIcon,
  Assessment: AssessmentIcon,
  Assignment: AssignmentIcon,
  AssignmentInd: AssignmentIndIcon,
  AttachFile: AttachFileIcon,
  Badge: BadgeIcon,
  BarChart: BarChartIcon,
  Biotech: BiotechIcon,
  BugReport: BugReportIcon,
  Build: BuildIcon,
  Business: BusinessIcon,
  Calculate: CalculateIcon,
  Campaign: CampaignIcon,
  Cloud: CloudIcon,
  CloudUpload: CloudUploadIcon,
  Code: CodeIcon,
  Collections: CollectionsIcon,
  ContactPage: ContactPageIcon,
  CurrencyExchange: CurrencyExchangeIcon,
  Dashboard: DashboardIcon,
  Description: DescriptionIcon,
  DesignServices: DesignServicesIcon,
  DirectionsBoat: DirectionsBoatIcon,
  DirectionsCar: DirectionsCarIcon,
  Dns: DnsIcon,
  Domain: DomainIcon,
  Draw: DrawIcon,
  EventNote: EventNoteIcon,
  FactCheck: FactCheckIcon,
  Favorite: FavoriteIcon,
  Feed: FeedIcon,
  FilterAlt: FilterAltIcon,
  Forklift: ForkliftIcon,
  Forum: ForumIcon,
  Gavel: GavelIcon,
  Grass: GrassIcon,
  Handshake: HandshakeIcon,
  History: HistoryIcon,
  HowToReg: HowToRegIcon,
  Http: HttpIcon,
  Hub: HubIcon,
  Image: ImageIcon,
  IntegrationInstructions: IntegrationInstructionsIcon,
  Inventory: InventoryIcon,
  Inventory2: Inventory2Icon,
  Label: LabelIcon,
  LibraryBooks: LibraryBooksIcon,
  ListAlt: ListAltIcon,
  LiveHelp: LiveHelpIcon,
  LocalShipping: LocalShippingIcon,
  Lock: LockIcon,
  Menu: MenuIcon,
  MenuBook: MenuBookIcon,
  MonitorHeart: MonitorHeartIcon,
  Newspaper: NewspaperIcon,
  Notes: NotesIcon,
  NotificationsActive: NotificationsActiveIcon,
  Outbox: OutboxIcon,
  Paid: PaidIcon,
  Payments: PaymentsIcon,
  PendingActions: PendingActionsIcon,
  People: PeopleIcon,
  Person: PersonIcon,
  PersonSearch: PersonSearchIcon,
  PhotoLibrary: PhotoLibraryIcon,
  Place: PlaceIcon,
  PlayCircle: PlayCircleIcon,
  PostAdd: PostAddIcon,
  PriceChange: PriceChangeIcon,
  PriceCheck: PriceCheckIcon,
  Public: PublicIcon,
  QueryStats: QueryStatsIcon,
  Receipt: ReceiptIcon,
  ReceiptLong: ReceiptLongIcon,
  ReportProblem: ReportProblemIcon,
  RequestPage: RequestPageIcon,
  RequestQuote: RequestQuoteIcon,
  Route: RouteIcon,
  Sailing: SailingIcon,
  Savings: SavingsIcon,
  Scale: ScaleIcon,
  Schema: SchemaIcon,
  Science: ScienceIcon,
  Security: SecurityIcon,
  Segment: SegmentIcon,
  Send: SendIcon,
  Settings: SettingsIcon,
  SettingsSuggest: SettingsSuggestIcon,
  ShoppingBasket: ShoppingBasketIcon,
  ShoppingCart: ShoppingCartIcon,
  Sms: SmsIcon,
  Storage: StorageIcon,
  Storefront: StorefrontIcon,
  Straighten: StraightenIcon,
  Summarize: SummarizeIcon,
  SwapHoriz: SwapHorizIcon,
  TableView: TableViewIcon,
  TaskAlt: TaskAltIcon,
  Textsms: TextsmsIcon,
  Timeline: TimelineIcon,
  Topic: TopicIcon,
  Tune: TuneIcon,
  Unarchive: UnarchiveIcon,
  VerifiedUser: VerifiedUserIcon,
  ViewCarousel: ViewCarouselIcon,
  ViewQuilt: ViewQuiltIcon,
  Warehouse: WarehouseIcon,
};

/** The names the set draws (scripts/menu-icon-shapes.mjs writes their shapes for the server). */
export const MENU_ICON_NAMES = Object.keys(MENU_ICONS);

export function menuIcon(source: string | undefined): SvgIconComponent {
  return (source && MENU_ICONS[source]) || MenuDefault;
}
