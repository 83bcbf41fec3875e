import type { ReactElement } from 'react';
import AccountTree from '@mui/icons-material/AccountTreeOutlined';
import Archive from '@mui/icons-material/ArchiveOutlined';
import Calculate from '@mui/icons-material/CalculateOutlined';
import CloudUpload from '@mui/icons-material/CloudUploadOutlined';
import Help from '@mui/icons-material/HelpOutlineOutlined';
import Home from '@mui/icons-material/HomeOutlined';
import News from '@mui/icons-material/NewspaperOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import History from '@mui/icons-material/ManageHistoryOutlined';
import type { MenuIcon } from './menu-definition';

export const MENU_ICONS: Record<MenuIcon, ReactElement> = {
  home: <Home fontSize="small" />,
  integration: <CloudUpload fontSize="small" />,
  compute: <Calculate fontSize="small" />,
  archives: <Archive fontSize="small" />,
  help: <Help fontSize="small" />,
  news: <News fontSize="small" />,
  users: <People fontSize="small" />,
  structure: <AccountTree fontSize="small" />,
  audit: <History fontSize="small" />,
};
