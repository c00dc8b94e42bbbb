import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import SellIcon from '@mui/icons-material/Sell';
import VisibilityIcon from '@mui/icons-material/Visibility';

/** Icons of the row actions shown as buttons in the row (define-resource `rowActions[].icon`). */
export const ACTION_ICONS: Record<string, React.ReactElement> = { sell: <SellIcon />, assign: <AssignmentIndIcon />, view: <VisibilityIcon /> };
